import { useState } from 'react';
import { imageLoading, imageSize } from '../../../components/image-loading';
import type { Post } from '../api/post.types';
import styles from './post-image.module.css';

interface PostImageProps {
  post: Pick<Post, 'image' | 'images' | 'title'>;
  /** Shows this image of the post instead of its main one. */
  src?: string;
  /** The page's largest visible image (a product page's photo, a list's first row): fetched first, never lazily. */
  eager?: boolean;
  className?: string;
}

/**
 * Product photo with its intrinsic size (avoids layout shift) and an ember placeholder if it fails to load. Photos
 * come in any shape and with light or dark backgrounds, so the space the photo leaves in its frame is filled with a
 * blurred copy of it rather than a fixed colour that clashes with one kind or the other.
 */
export function PostImage({ post, src: chosen, eager = false, className = '' }: PostImageProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const src = chosen || post.image || post.images[0]?.src;
  const size = post.images.find((i) => i.src === src) ?? post.images[0];
  if (!src || failedSrc === src) {
    return (
      <div className={styles.placeholder} role="img" aria-label={post.title}>
        <svg viewBox="0 0 24 32" aria-hidden="true">
          <path d="M12 1c2 6 9 9 9 18a9 9 0 0 1-18 0c0-5 3-7 4-11 1 3 3 4 3 4 1-4 0-8 2-11z" />
        </svg>
      </div>
    );
  }
  // Both copies have the same address, so the browser fetches the picture once, at the same priority.
  const loading = imageLoading(eager);
  const { width, height } = imageSize(size);
  return (
    <div className={styles.frame}>
      <img className="photo-backdrop" src={src} alt="" aria-hidden="true" width={width} height={height} {...loading} />
      <img className={`photo-whole ${className}`} src={src} alt={post.title} width={width} height={height} {...loading} onError={() => setFailedSrc(src)} />
    </div>
  );
}
