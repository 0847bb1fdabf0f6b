import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StarRating } from '../../../components/star-rating';
import { formatPrice } from '../../../lib/format';
import type { SavedPost } from '../api/wishlist.types';
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
    <article className={styles.item} data-post-id={post.id} data-wishlist-item={post.id}>
      <div className={styles.itemImage}>
        {image && <img className={styles.itemBackdrop} src={image} alt="" aria-hidden="true" loading={eager ? 'eager' : 'lazy'} decoding="async" />}
        {image && (
          <img
            className={styles.itemPhoto}
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
      <div className={styles.itemBody}>
        <h2 className={styles.itemTitle}>
          <Link to={post.uri} className={styles.itemLink}>
            {post.title}
          </Link>
        </h2>
        <div className={styles.itemMeta}>
          <StarRating rating={post.rating} count={post.rating_count} />
          {price && <span className={styles.price}>{price}</span>}
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
