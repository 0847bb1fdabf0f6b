import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StarRating } from '../../../components/star-rating';
import { formatPrice } from '../../../lib/format';
import type { SavedAd, SavedPost } from '../api/wishlist.types';
import styles from './wishlist-pages.module.css';

export function postImage(post: SavedPost): string | null {
  return post.image ?? post.images[0]?.src ?? null;
}

/** A post on a wishlist page: its photo, title, rating and price, the owner's comment on a board, and one action over the photo. */
export function SavedPostCard({ post, action, eager = false }: { post: SavedPost; action: ReactNode; eager?: boolean }) {
  const image = postImage(post);
  const price = formatPrice(post.price, post.currency);
  const first = post.images.find((candidate) => candidate.src === image);
  return (
    <article className="grid-card" data-post-id={post.id} data-wishlist-item={post.id}>
      <div className={styles.itemImage}>
        {image && <img className="photo-backdrop" src={image} alt="" aria-hidden="true" loading={eager ? 'eager' : 'lazy'} decoding="async" />}
        {image && (
          <img
            className="photo-whole"
            src={image}
            alt=""
            width={first?.width ?? undefined}
            height={first?.height ?? undefined}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
        {action}
      </div>
      <div className="grid-card-body">
        <h2 className="grid-card-title">
          <Link to={post.uri} className="card-link">
            {post.title}
          </Link>
        </h2>
        <div className="grid-card-meta">
          <StarRating rating={post.rating} count={post.rating_count} />
          {price && <span className="grid-card-price">{price}</span>}
        </div>
        {post.comment && (
          <blockquote className={styles.comment} data-item-comment="">
            {post.comment}
          </blockquote>
        )}
      </div>
    </article>
  );
}

/** A sponsored item saved on a board: shown as the lists show native ads (marked Sponsored, the maker's own link, Save below). */
export function SavedAdCard({ ad, action }: { ad: SavedAd; action: ReactNode }) {
  const price = formatPrice(ad.price, ad.currency);
  return (
    <article className="grid-card" data-wishlist-ad={ad.ad_id} aria-label={`Sponsored: ${ad.title}`}>
      <div className={styles.itemImage}>
        {ad.image && <img className="photo-backdrop" src={ad.image} alt="" aria-hidden="true" loading="lazy" decoding="async" />}
        {ad.image && <img className="photo-whole" src={ad.image} alt="" loading="lazy" decoding="async" />}
      </div>
      <div className="grid-card-body">
        <p className={styles.sponsored}>Sponsored</p>
        <h2 className="grid-card-title">
          <a href={ad.link} target="_blank" rel="nofollow sponsored noopener" className="card-link">
            {ad.title}
          </a>
        </h2>
        <div className="grid-card-meta">{price && <span className="grid-card-price">{price}</span>}</div>
        <div className={styles.adAction}>{action}</div>
      </div>
    </article>
  );
}
