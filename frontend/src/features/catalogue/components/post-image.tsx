import { useState } from 'react';
import type { Post } from '../api/post.types';
import styles from './post-image.module.css';

interface PostImageProps {
  post: Pick<Post, 'image' | 'images' | 'title'>;
  eager?: boolean;
  className?: string;
}

/** Product photo with its intrinsic size (avoids layout shift) and an ember placeholder if it fails to load. */
export function PostImage({ post, eager = false, className = '' }: PostImageProps) {
  const [failed, setFailed] = useState(false);
  const src = post.image || post.images[0]?.src;
  const size = post.images.find((i) => i.src === src) ?? post.images[0];
  if (!src || failed) {
    return (
      <div className={`${styles.placeholder} ${className}`} role="img" aria-label={post.title}>
        <svg viewBox="0 0 24 32" aria-hidden="true">
          <path d="M12 1c2 6 9 9 9 18a9 9 0 0 1-18 0c0-5 3-7 4-11 1 3 3 4 3 4 1-4 0-8 2-11z" />
        </svg>
      </div>
    );
  }
  return (
    <img
      className={`${styles.image} ${className}`}
      src={src}
      alt={post.title}
      width={size?.width}
      height={size?.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
