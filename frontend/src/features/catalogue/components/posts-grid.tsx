import type { Country } from '../../../lib/country';
import type { Post } from '../api/post.types';
import { PostCard } from './post-card';
import styles from './posts-grid.module.css';

const EAGER_CARDS = 4;

export function PostsGrid({ posts, country }: { posts: Post[]; country: Country }) {
  return (
    <div className={styles.grid}>
      {posts.map((post, index) => (
        <PostCard
          key={post.id}
          post={post}
          country={country}
          eager={index < EAGER_CARDS}
          placement={{ surface: 'list', sort: post.sort, page: post.page ?? 1, position: index + 1 }}
        />
      ))}
    </div>
  );
}

export function PostsGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={styles.grid} aria-busy="true" aria-label="Loading gifts">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeleton} aria-hidden="true">
          <div className={styles.skeletonImage} />
          <div className={styles.skeletonLine} />
          <div className={`${styles.skeletonLine} ${styles.short}`} />
        </div>
      ))}
    </div>
  );
}
