import { Link, useParams } from 'react-router';
import { PlainTextParagraphs } from '../../../components/plain-text-paragraphs';
import { RatableStars } from '../../../components/star-rating';
import { BLOG_EXCERPT_LIMIT, toPlainText, truncate } from '../../../lib/text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBlogPost, useBlogPosts } from '../api/get-blog';
import { QueryState } from './query-state';
import styles from './content-page.module.css';

export function BlogListPage() {
  const query = useBlogPosts();
  useDocumentTitle('Blog');
  return (
    <div className="page-container">
      <h1>From the scriptorium</h1>
      <QueryState query={query}>
        {() => (
          <ul className={styles.cards}>
            {query.data?.posts.map((post) => (
              <li key={post.id} className={styles.card}>
                {post.image && <img src={post.image} alt={post.title} width={640} height={380} loading="lazy" />}
                <h2>
                  <Link to={`/blog/${post.slug}`}>{post.title}</Link>
                </h2>
                <p className={styles.muted}>{truncate(toPlainText(post.content).replace(/\n+/g, ' '), BLOG_EXCERPT_LIMIT)}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const query = useBlogPost(slug);
  useDocumentTitle(query.data?.post.title);
  return (
    <QueryState query={query}>
      {() => {
        const post = query.data!.post;
        return (
          <article className={`page-container ${styles.article}`}>
            <h1>{post.title}</h1>
            <RatableStars kind="blog_post" id={post.id} rating={post.rating} label="Rate this article" spaced />
            {post.image && <img src={post.image} alt={post.title} width={640} height={380} />}
            <PlainTextParagraphs html={post.content} />
          </article>
        );
      }}
    </QueryState>
  );
}
