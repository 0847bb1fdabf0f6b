import { Link } from 'react-router';
import { StarRating } from '../../../components/star-rating';
import { withCountry, type Country } from '../../../lib/country';
import { formatPrice } from '../../../lib/format';
import { cardDescription } from '../../../lib/text';
import type { Post } from '../api/post.types';
import { PostImage } from './post-image';
import styles from './post-card.module.css';

interface PostCardProps {
  post: Post;
  country: Country;
  /** The first row is above the fold; loading it eagerly improves the largest contentful paint. */
  eager?: boolean;
  /** The editorial feature placed into a list. */
  featured?: boolean;
}

export function PostCard({ post, country, eager = false, featured = false }: PostCardProps) {
  const href = withCountry(`/${post.slug}/`, country);
  const price = formatPrice(post.price, post.currency);
  return (
    <article className={styles.card} data-post-id={post.id} data-featured={featured || undefined}>
      <div className={styles.imageWell}>
        <PostImage post={post} eager={eager} className={styles.image} />
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link to={href} className={styles.titleLink}>
            {post.title}
          </Link>
        </h2>
        {/* The price sits beside the rating, not on the photo, where it would hide part of the product. */}
        <div className={styles.meta}>
          <StarRating rating={post.rating} count={post.rating_count} />
          {price && <span className={styles.price}>{price}</span>}
        </div>
        <p className={styles.description}>{cardDescription(post.content)}</p>
      </div>
    </article>
  );
}
