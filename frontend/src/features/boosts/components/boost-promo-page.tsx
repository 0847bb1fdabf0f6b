import { BOOST_PRICES_CENTS, formatBoostPrice } from '@emberhold/contracts/src/api/boost-pricing';
import { sitePath } from '@emberhold/contracts/src/site-routes';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { Pager } from '../../../components/pager';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { publicBoostDatesQueryOptions } from '../api/boost-dates-api';
import { boostPromoPostsQueryOptions } from '../api/boost-promo-api';
import { formatBoostDate } from '../lib/boost-form';
import { promoDays } from '../lib/boost-promo';
import { BoostPrices } from './boost-prices';
import styles from './boost-promo-page.module.css';

/** Page 1 has the section's bare address, as the server's canonical URL does. */
const promoHref = (page: number) => sitePath({ kind: 'boost-promo', page: page > 1 ? page : undefined });

/**
 * /boost-promo/ and /boost-promo/{page} (spec section 2): what a boost costs (section 9), which of the coming days are
 * still free (section 5), and a page of posts, each leading to its own boost page.
 */
export function BoostPromoPage({ page }: { page: number }) {
  useDocumentTitle(page > 1 ? `Boost a post (page ${page})` : 'Boost a post');
  const posts = useQuery(boostPromoPostsQueryOptions(page));
  const listed = posts.data?.posts ?? [];
  // Whether a next page exists is the next page itself: the list API pages without a total.
  const next = useQuery({ ...boostPromoPostsQueryOptions(page + 1), enabled: listed.length > 0 });

  return (
    <div className="page-container">
      <div className="page-frame" data-boost-promo>
        <header>
          <p className="page-eyebrow">Boost a post</p>
          <h1 className="page-heading">Put a gift first for a day</h1>
          <p className={`page-intro ${styles.intro}`}>
            On the day you choose, a boosted post leads the home page and the newest gifts, above everything else. Pick a post below, then its day.
          </p>
        </header>
        <div className={styles.grid}>
          <section className="panel" aria-labelledby="boost-promo-prices">
            <h2 id="boost-promo-prices" className={styles.heading}>
              Prices
            </h2>
            <BoostPrices className={styles.prices} dayPriceCents={BOOST_PRICES_CENTS.default} />
          </section>
          <FreeDates />
        </div>
        <section className={styles.posts} aria-labelledby="boost-promo-posts" aria-busy={posts.isPending}>
          <h2 id="boost-promo-posts" className={styles.heading}>
            Posts to boost
          </h2>
          {posts.isError ? (
            <LoadFailed title="The posts could not be loaded" retry={posts.refetch} />
          ) : posts.isPending ? null : listed.length === 0 ? (
            <p className={styles.empty}>
              No posts on this page. <Link to={promoHref(1)}>See the first page</Link>.
            </p>
          ) : (
            <ul className={styles.postList}>
              {listed.map((post) => (
                <li key={post.id} className={styles.post} data-promo-post={post.slug}>
                  {post.image && <img className={styles.postImage} src={post.image} alt="" width={160} height={120} loading="lazy" />}
                  <span className={styles.postTitle}>{post.title}</span>
                  <Link className="button" to={sitePath({ kind: 'post', slug: post.slug, boost: true })} aria-label={`Boost ${post.title}`}>
                    Boost
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Pager page={page} hasNext={(next.data?.posts.length ?? 0) > 0} href={promoHref} />
        </section>
      </div>
    </div>
  );
}

/**
 * The coming two months from the first bookable day, free days with their price and taken ones struck out. The booked
 * and blocked dates are the whole site's (GET /api/boost-dates), the same for every visitor.
 */
function FreeDates() {
  const dates = useQuery(publicBoostDatesQueryOptions());
  const days = dates.data ? promoDays(dates.data) : [];
  return (
    <section className="panel" aria-labelledby="boost-promo-dates" aria-busy={dates.isPending}>
      <h2 id="boost-promo-dates" className={styles.heading}>
        Free dates
      </h2>
      {dates.isError ? (
        <LoadFailed title="The free dates could not be loaded" retry={dates.refetch} />
      ) : dates.data ? (
        <>
          <p className={styles.datesNote}>
            {days.filter((day) => day.free).length} of the next {days.length} bookable days are free. Boosts are booked from the day after tomorrow, up to a year
            ahead.
          </p>
          <ul className={styles.days} aria-label="The next two months">
            {days.map((day) => (
              <li key={day.date} className={day.free ? styles.free : styles.taken} data-promo-date={day.date} data-free={day.free}>
                <span className={styles.dayDate}>{day.free ? shortDate(day.date) : <s>{shortDate(day.date)}</s>}</span>
                <span className={styles.dayPrice}>{day.free ? formatBoostPrice(day.priceCents) : day.taken === 'blocked' ? 'Not available' : 'Taken'}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

const shortDate = (date: string) => formatBoostDate(date, 'short').replace(/, \d{4}$/, '');
