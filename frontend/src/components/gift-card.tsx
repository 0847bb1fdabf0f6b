import type { PostDto } from '@emberhold/contracts';
import { Link } from 'react-router';
import { formatPrice } from '../lib/format';
import { imageLoading, imageSize } from './image-loading';
import { StarRating } from './star-rating';
import styles from './gift-card.module.css';

type Gift = Pick<PostDto, 'id' | 'slug' | 'title' | 'image' | 'images' | 'price' | 'currency' | 'rating' | 'rating_count' | 'uri'>;

/** Where a gift's page is: the address the API gives it, else its slug. */
function giftPath(gift: Gift): string {
  return gift.uri || `/${gift.slug}/`;
}

/** A gift named outside the catalogue's lists (a blog post's picks): its photo, title linking to its page, rating and price. */
export function GiftCard({ gift }: { gift: Gift }) {
  const image = gift.image ?? gift.images[0]?.src ?? null;
  // A blog post's picks sit below its article: square frames, loaded as they near the viewport.
  const size = imageSize(gift.images.find((candidate) => candidate.src === image));
  const price = formatPrice(gift.price, gift.currency);
  return (
    <article className="grid-card" data-gift-card={gift.id}>
      <div className={styles.image}>
        {image && <img className="photo-backdrop" src={image} alt="" aria-hidden="true" {...size} {...imageLoading(false)} />}
        {image && <img className="photo-whole" src={image} alt="" {...size} {...imageLoading(false)} />}
      </div>
      <div className="grid-card-body">
        <h3 className="grid-card-title">
          <Link to={giftPath(gift)} className="card-link">
            {gift.title}
          </Link>
        </h3>
        <div className="grid-card-meta">
          <StarRating rating={gift.rating} count={gift.rating_count} />
          {price && <span className="grid-card-price">{price}</span>}
        </div>
      </div>
    </article>
  );
}

/** Gifts as a grid of cards under a heading-less list; the caller names it. */
export function GiftCards({ gifts, label }: { gifts: Gift[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {gifts.map((gift) => (
        <li key={gift.id}>
          <GiftCard gift={gift} />
        </li>
      ))}
    </ul>
  );
}
