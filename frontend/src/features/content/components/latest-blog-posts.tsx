import { Link } from 'react-router';
import { BLOG_EXCERPT_LIMIT, toPlainText, truncate } from '../../../lib/text';
import { useBlogPosts } from '../api/get-blog';
import styles from './latest-blog-posts.module.css';

/** How many of the newest blog posts the gift guides landing shows. */
export const LANDING_BLOG_POSTS = 3;

/** The gift guides landing's "From the blog" row; it simply stays away when the blog cannot be read. */
export function LatestBlogPosts() {
  const query = useBlogPosts();
  const posts = query.data?.posts.slice(0, LANDING_BLOG_POSTS) ?? [];
  if (posts.length === 0) return null;
  return (
    <section className={styles.blog} aria-labelledby="latest-blog-heading" data-testid="latest-blog-posts">
      <h2 id="latest-blog-heading">From the blog</h2>
      <ul className={styles.blogList}>
        {posts.map((post) => (
          <li key={post.id} className={styles.blogCard}>
            <h3>
              <Link to={`/blog/${post.slug}`}>{post.title}</Link>
            </h3>
            <p>{truncate(toPlainText(post.content).replace(/\n+/g, ' '), BLOG_EXCERPT_LIMIT)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
