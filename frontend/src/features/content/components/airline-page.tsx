import { Link } from 'react-router';
import { imageLoading, imageSize } from '../../../components/image-loading';
import { StatusMessage } from '../../../components/status-message';
import { formatPrice } from '../../../lib/format';
import { useCountry } from '../../../lib/use-country';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CARRY_ON_COUNT, CARRY_ON_GUIDE, useCarryOnGifts } from '../api/get-carry-on-gifts';
import { QueryState } from './query-state';
import styles from './content-page.module.css';

/**
 * /airline/: the landing page of an airline partnership's passengers (the address the airline prints and links). A
 * short welcome, the two ways to give on a journey, and a few gifts small enough for a carry-on.
 */
export function AirlinePage() {
  useDocumentTitle('Gifts for the journey');
  const country = useCountry();
  const query = useCarryOnGifts(country);
  return (
    <article className={`page-container ${styles.article}`}>
      <h1>Gifts for the journey</h1>
      <p>
        Welcome aboard. Whether you are flying home to a fellow reader of The Emberhold Saga or need a present before you land, our
        editors have picked gifts for every kind of traveller.
      </p>
      <ul>
        <li>
          <strong>Take it on board:</strong> small gifts that slip into a carry-on and through security, below.
        </li>
        <li>
          <strong>Send it home:</strong> order anything from our <Link to="/gifts/">gift guides</Link> and have the shop deliver it
          to the door, so nothing adds to your luggage.
        </li>
      </ul>
      <section aria-labelledby="carry-on-heading">
        <h2 id="carry-on-heading">Fits in a carry-on</h2>
        <QueryState query={query}>
          {() => {
            const posts = (query.data?.posts ?? []).slice(0, CARRY_ON_COUNT);
            if (posts.length === 0) return <StatusMessage title="No carry-on gifts right now" />;
            return (
              <ul className={styles.cards}>
                {posts.map((post) => (
                  <li key={post.id} className={styles.card}>
                    {post.image && <img src={post.image} alt="" {...imageSize(post.images.find((image) => image.src === post.image))} {...imageLoading(false)} />}
                    <h3>
                      <Link to={`/${post.slug}/`}>{post.title}</Link>
                    </h3>
                    <p className={styles.muted}>{formatPrice(post.price, post.currency)}</p>
                  </li>
                ))}
              </ul>
            );
          }}
        </QueryState>
        <p>
          <Link to={`/gifts/${CARRY_ON_GUIDE}/`}>More small gifts</Link>
        </p>
      </section>
    </article>
  );
}
