import { Link } from 'react-router';
import { StarRating } from '../../../components/star-rating';
import { withCountry, type Country } from '../../../lib/country';
import { formatPrice } from '../../../lib/format';
import { cardDescription } from '../../../lib/text';
import type { Post } from '../api/post.types';
import { PostImage } from './post-image';
import { PostSaveSlot } from './save-slot';
import styles from './post-card.module.css';

interface PostCardProps {
  post: Post;
  country: Country;
  /** The first row is above the fold; loading it eagerly improves the largest contentful paint. */
  eager?: boolean;
  /** The editorial feature placed into a list. */
  featured?: boolean;
  /** Where the card sits in a list, read by the site's impression and click tracking from the card's data attributes. */
  placement?: CardPlacement;
}

/** A list card's surface (`related`: a post page's related items) and its place: sort, page and 1-based position on the page. */
export interface CardPlacement {
  surface: 'list' | 'related';
  sort?: string | undefined;
  page: number;
  position: number;
}

export function PostCard({ post, country, eager = false, featured = false, placement }: PostCardProps) {
  const href = withCountry(`/${post.slug}/`, country);
  const price = formatPrice(post.price, post.currency);
  // The editorial feature is tracked on its own surface, without a list place.
  const place = featured ? undefined : placement;
  return (
    <article
      className={styles.card}
      data-post-id={post.id}
      data-featured={featured || undefined}
      data-track={featured ? 'editorial' : place?.surface}
      data-sort={place?.sort}
      data-page={place?.page}
      data-position={place?.position}
    >
      <div className={styles.imageWell}>
        <PostImage post={post} eager={eager} className={styles.image} />
        <PostSaveSlot post={post} placement="card" />
      </div>
      <div className={`grid-card-body ${styles.body}`}>
        <h2 className="grid-card-title">
          <Link to={href} className="card-link">
            {post.title}
          </Link>
        </h2>
        {/* The price sits beside the rating, not on the photo, where it would hide part of the product. */}
        <div className="grid-card-meta">
          <StarRating rating={post.rating} count={post.rating_count} />
          {price && <span className={`grid-card-price ${styles.price}`}>{price}</span>}
        </div>
        <p className={styles.description}>{cardDescription(post.content)}</p>
      </div>
    </article>
  );
}
