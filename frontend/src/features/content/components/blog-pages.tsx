import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { GiftCards } from '../../../components/gift-card';
import { PlainTextParagraphs } from '../../../components/plain-text-paragraphs';
import { RatableStars } from '../../../components/star-rating';
import { relativeTime } from '../../../lib/relative-time';
import { BLOG_EXCERPT_LIMIT, toPlainText, truncate } from '../../../lib/text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBlogPost, useBlogPosts } from '../api/get-blog';
import { BlogImage } from './blog-image';
import { QueryState } from './query-state';
import styles from './content-page.module.css';
import { renderNow } from '../../../lib/render-clock';

export function BlogListPage() {
  const query = useBlogPosts();
  useDocumentTitle('Blog');
  return (
    <div className="page-container">
      <h1 className={styles.listHeading}>From the scriptorium</h1>
      <QueryState query={query}>
        {() => (
          <ul className={styles.cards}>
            {query.data?.posts.map((post, index) => (
              <li key={post.id} className={styles.card}>
                {/* The title follows as text, so the picture is not announced again. */}
                {/* The first card's picture is above the fold; the others load as they near it. */}
                {post.image && <BlogImage src={post.image} lazy={index > 0} />}
                <h2>
                  <Link to={`/blog/${post.slug}`}>{post.title}</Link>
                </h2>
                <PublishedOn date={post.published_at} />
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
            <p className={styles.byline}>
              By {BLOG_AUTHOR}
              <PublishedOn date={post.published_at} inline />
            </p>
            <RatableStars kind="blog_post" id={post.id} rating={post.rating} label="Rate this article" spaced />
            {post.image && <BlogImage src={post.image} />}
            <PlainTextParagraphs html={post.content} />
            {post.posts && post.posts.length > 0 && (
              <section className={styles.gifts} aria-labelledby="blog-gifts">
                <h2 id="blog-gifts">The gifts in this article</h2>
                <GiftCards gifts={post.posts} label="The gifts in this article" />
              </section>
            )}
          </article>
        );
      }}
    </QueryState>
  );
}

/** Who writes the blog: the site's own editors (the posts carry no other author). */
export const BLOG_AUTHOR = 'the Emberhold Gifts editors';

const publishedDay = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "November 3, 2026 · 3 weeks ago": the day a post went out, and how long ago that was; nothing for an undated post. */
function PublishedOn({ date, inline = false }: { date: string | null; inline?: boolean }) {
  const [now] = useState(renderNow);
  if (!date || !Number.isFinite(Date.parse(date))) return null;
  const body = (
    <>
      {inline && <span aria-hidden="true"> · </span>}
      <time dateTime={date} title={relativeTime(date, now)}>
        {publishedDay.format(new Date(date))}
      </time>
      <span className={styles.muted}> ({relativeTime(date, now)})</span>
    </>
  );
  return inline ? body : <p className={styles.date}>{body}</p>;
}
