import { Fragment, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmbedFrame } from '../../../components/embed-frame';
import { imageLoading, imageSize } from '../../../components/image-loading';
import { LoadFailed } from '../../../components/load-failed';
import { NotFoundMessage } from '../../../components/not-found-message';
import { RatableStars } from '../../../components/star-rating';
import { ApiError } from '../../../lib/api-client';
import { withCountry } from '../../../lib/country';
import { formatPrice } from '../../../lib/format';
import { PlainTextParagraphs } from '../../../components/plain-text-paragraphs';
import { useCountry } from '../../../lib/use-country';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFeaturedPost } from '../api/get-featured';
import { usePost } from '../api/get-post';
import { useRelatedPosts } from '../api/get-related';
import type { Post } from '../api/post.types';
import { withInserts } from '../lib/list-inserts';
import { postPageFlags } from '../lib/post-page-flags';
import { useMatureGiftsShown } from '../lib/mature-gifts';
import { buyLabel, guideTrail } from '../lib/post-page-parts';
import { MatureInterstitial } from './mature-interstitial';
import { PostCard } from './post-card';
import { PostImage } from './post-image';
import { usePurchaseNotification } from './purchase-notification';
import { PostsGridSkeleton } from './posts-grid';
import { PostSaveSlot } from './save-slot';
import gridStyles from './posts-grid.module.css';
import styles from './post-page.module.css';

export function PostPage() {
  const { slug = '' } = useParams();
  const country = useCountry();
  const [search] = useSearchParams();
  const query = usePost({ slug, country });
  const post = query.data?.post;
  useDocumentTitle(post?.title ?? (query.isError ? 'Page not found' : undefined));

  // Spec section 2: ?r=y on a post page sends the visitor straight to the product; scroll=y and v=dlc3 below.
  const flags = postPageFlags(search);
  const redirectToProduct = flags.redirectToProduct;
  const [shownImage, setShownImage] = useState<string>();
  // Mature gifts (nsfw) wait behind an interstitial until the visitor shows them; a click out to the retailer may bring
  // the purchase notification when they come back.
  const matureShown = useMatureGiftsShown();
  const { onBuyClick, notification } = usePurchaseNotification();
  useEffect(() => {
    if (redirectToProduct && post?.link) window.location.replace(post.link);
  }, [redirectToProduct, post?.link]);

  if (query.isPending) {
    return (
      <div className="page-container">
        <div className={`${styles.layout} ${styles.loading}`} aria-busy="true" aria-label="Loading gift">
          <div className={styles.gallerySkeleton} />
          <div />
        </div>
      </div>
    );
  }

  if (query.isError) {
    if (query.error instanceof ApiError && query.error.code === 'not_found') return <NotFoundMessage homeHref={withCountry('/', country)} />;
    return (
      <LoadFailed page error={query.error} retry={query.refetch}>
        We could not load this gift.
      </LoadFailed>
    );
  }

  const { post: loaded } = query.data;
  // Spec section 2: scroll=y hides the extra images; otherwise every image of the post can be picked as the large one.
  const mainSrc = loaded.image || loaded.images[0]?.src;
  // An unlisted page with embed code shows its player in place of the image (spec section 5).
  const embed = loaded.embed ?? null;
  const gallery = flags.hideExtraImages || embed ? [] : [...loaded.images].sort((a, b) => Number(b.src === mainSrc) - Number(a.src === mainSrc)).slice(0, 5);
  const currentSrc = gallery.some((i) => i.src === shownImage) ? shownImage : mainSrc;

  return (
    <div className="page-container">
      {/* Gifts / the post's gift guide (under its parent when nested) / the post. */}
      <nav className={styles.breadcrumb} aria-label="Breadcrumb">
        <Link to={withCountry('/gifts/', country)}>Gifts</Link>
        {guideTrail(loaded.categories).map((step) => (
          <Fragment key={step.path}>
            <span aria-hidden="true"> / </span>
            <Link to={withCountry(step.path, country)}>{step.name}</Link>
          </Fragment>
        ))}
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{loaded.title}</span>
      </nav>
      {loaded.nsfw && !matureShown ? (
        <MatureInterstitial title={loaded.title} country={country} />
      ) : (
        <>
          {/* data-track: the post page impression, and the Buy link's click (read by the site's tracking). */}
          <article className={styles.layout} data-post-id={loaded.id} data-track="postpage" data-variant={flags.variant ?? undefined}>
            <div className={styles.gallery}>
              {embed ? (
                <EmbedFrame html={embed} label={`Video: ${loaded.title}`} />
              ) : (
                <div className={styles.mainImage}>
                  <PostImage post={loaded} src={currentSrc} eager />
                </div>
              )}
              {gallery.length > 1 && (
                <div className={styles.thumbs} role="group" aria-label="Photos">
                  {gallery.map((image, index) => (
                    <button
                      key={image.src}
                      type="button"
                      className={styles.thumb}
                      aria-label={`Photo ${index + 1} of ${gallery.length}`}
                      aria-pressed={image.src === currentSrc}
                      onClick={() => setShownImage(image.src)}
                    >
                      <img src={image.src} alt="" {...imageSize(image)} {...imageLoading(false)} />
                    </button>
                  ))}
                </div>
              )}
            </div>
            <div className={styles.details}>
              <h1 className={styles.title}>{loaded.title}</h1>
              <RatableStars kind="post" id={loaded.id} rating={loaded.rating} count={loaded.rating_count} label="Rate this gift" />
              <p className={styles.price} data-testid="post-price">
                {formatPrice(loaded.price, loaded.currency)}
              </p>
              <a className={`button ${styles.buy}`} href={loaded.link} target="_blank" rel="nofollow sponsored noopener" onClick={() => onBuyClick(loaded)}>
                {buyLabel(loaded.link)}
              </a>
              <PostSaveSlot post={loaded} placement="page" />
              <div className={styles.content}>
                <PlainTextParagraphs html={loaded.content} />
              </div>
            </div>
          </article>
          {loaded.display_related && <RelatedPosts post={loaded} />}
        </>
      )}
      {notification}
    </div>
  );
}

/** "You may also like": up to 100 posts sharing a gift guide, asked for 500 ms after the post shows, with the feature at 4. */
function RelatedPosts({ post }: { post: Post }) {
  const country = useCountry();
  const query = useRelatedPosts(post.id, country);
  const feature = useFeaturedPost('related', country);
  const posts = query.data?.posts ?? [];
  if (query.isError || (query.isSuccess && posts.length === 0)) return null;
  const entries = withInserts<Post, never>({ page: 1, posts, related: feature && feature.id !== post.id ? feature : null });
  return (
    <section className={styles.related} aria-labelledby="related-heading" data-testid="related-posts">
      <h2 id="related-heading" className={styles.relatedHeading}>
        You may also like
      </h2>
      {query.isSuccess ? (
        <div className={gridStyles.grid}>
          {entries.map((entry, index) =>
            entry.kind === 'ad' ? null : (
              <PostCard
                key={`${entry.kind}-${entry.post.id}`}
                post={entry.post}
                country={country}
                featured={entry.kind === 'featured'}
                placement={{ surface: 'related', sort: entry.post.sort ?? 'related', page: 1, position: index + 1 }}
              />
            ),
          )}
        </div>
      ) : (
        <PostsGridSkeleton count={4} />
      )}
    </section>
  );
}
