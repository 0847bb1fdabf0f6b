import type { Currency } from '@emberhold/contracts';
import type { ReactNode } from 'react';
import { formatPrice } from '../lib/format';
import { cardDescription } from '../lib/text';
import { embedPlayerSrc } from './native-ad-preview.embed';
import { adPriceValue } from './native-ad-preview.price';
import styles from './native-ad-preview.module.css';

/**
 * What a native ad shows (spec section 3: a creative's title, content, price, link, and in its 300x250 box an image,
 * an animated GIF (as `image`: the browser plays it) or a player's embed code).
 */
export interface NativeAdContent {
  title: string;
  content: string;
  /** A number, or the price as the advertiser typed it ("24.50"); nothing is shown when it is not a number. */
  price: number | string | null;
  link: string;
  /** The picture: the 300x250 image, or the GIF. */
  image: string | null;
  /** The picture's size in pixels, when the API knows it: given to the <img>, which keeps its box before it arrives. */
  image_width?: number | null | undefined;
  image_height?: number | null | undefined;
  /** Embed code: its player fills the picture's box instead (100% by 100%). */
  embed?: string | null;
  currency?: Currency;
}

export interface NativeAdCardProps extends NativeAdContent {
  /** data-* attributes of the card (the lists' impression and click tracking reads them). */
  data?: Record<`data-${string}`, string | number | undefined>;
  /** Below the description: the Save control in the lists. */
  children?: ReactNode;
  /** The preview marks what is still missing (the image's place, "Your title") instead of leaving it out. */
  placeholders?: boolean;
  /** Load the image at once (a preview in view), not when scrolled near (the lists). */
  eager?: boolean;
}

/** The native ad exactly as the lists show it, marked Sponsored; its link leads to the advertiser's own page. */
export function NativeAdCard({
  title,
  content,
  price,
  link,
  image,
  image_width: imageWidth,
  image_height: imageHeight,
  embed,
  currency,
  data,
  children,
  placeholders = false,
  eager = false,
}: NativeAdCardProps) {
  const shownPrice = formatPrice(adPriceValue(price), currency);
  const shownTitle = title || (placeholders ? 'Your product title' : '');
  const description = cardDescription(content);
  const player = embedPlayerSrc(embed);
  return (
    <article className={styles.ad} {...data} aria-label={`Sponsored: ${shownTitle}`}>
      {/* A player is not put inside the link: its own controls take the clicks. */}
      {player && (
        <div className={styles.player} data-ad-player="">
          <iframe
            src={player}
            title={`Video: ${shownTitle}`}
            width="100%"
            height="100%"
            loading={eager ? 'eager' : 'lazy'}
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
          />
        </div>
      )}
      <a href={link || undefined} target="_blank" rel="nofollow sponsored noopener">
        {player ? null : image ? (
          <img src={image} alt="" loading={eager ? 'eager' : 'lazy'} {...(imageWidth && imageHeight ? { width: imageWidth, height: imageHeight } : {})} />
        ) : (
          placeholders && (
            <span className={styles.imagePlaceholder} data-ad-image-placeholder="">
              Your 300 × 250 image
            </span>
          )
        )}
        <span className={styles.sponsored}>Sponsored</span>
        <h2 className={`${styles.title} ${title ? '' : styles.pending}`}>{shownTitle}</h2>
      </a>
      {shownPrice && <span className={styles.price}>{shownPrice}</span>}
      {(description || placeholders) && <p className={`${styles.description} ${description ? '' : styles.pending}`}>{description || 'A line or two about your product.'}</p>}
      {children}
    </article>
  );
}

/**
 * A native ad as it will appear in the lists, for the advertiser writing it and for staff approving it: the same card,
 * with the places of what is still missing marked. Not tracked (no data-track), so looking at it counts nothing.
 */
export function NativeAdPreview(props: NativeAdContent & { placeholders?: boolean }) {
  return <NativeAdCard placeholders eager {...props} />;
}
