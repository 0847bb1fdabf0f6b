import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { DEFAULT_SORTS, isListSort, parsePage } from '@emberhold/contracts/src/site-routes';
import { NotFoundMessage } from '../../../components/not-found-message';
import { currencyFor, withCountry } from '../../../lib/country';
import { useCountry } from '../../../lib/use-country';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { getGifts } from '../api/get-gifts';
import { usePriceRangeParams } from '../hooks/use-price-range-params';
import { apiMax, PRICE_PAGE_SLIDER } from '../lib/price-slider';
import { InfinitePosts } from './infinite-posts';
import { PriceSlider } from './price-slider';
import styles from './list-page.module.css';

/** /wishlisted-price/{sort?} and its /page/{page}/ form: every guide filtered by ?from=&to= (price page bounds). */
export function PriceListPage() {
  const country = useCountry();
  const params = useParams();
  const page = parsePage(params.page);
  const sort = isListSort(params.sort) ? params.sort : DEFAULT_SORTS.wishlistedPrice;
  const { price, setPrice } = usePriceRangeParams({ min: 'from', max: 'to' }, PRICE_PAGE_SLIDER);
  useDocumentTitle(page === null ? 'Page not found' : 'Gifts by price');
  const request = useMemo(() => ({ list: 'all', sort, country, min: price.min, max: apiMax(price.max) }), [sort, country, price.min, price.max]);
  const fetchPage = useCallback(async (p: number, signal: AbortSignal) => (await getGifts({ ...request, page: p }, signal)).posts, [request]);

  if (page === null || (params.sort !== undefined && !isListSort(params.sort))) return <NotFoundMessage homeHref={withCountry('/', country)} />;

  return (
    <div className="page-container">
      <section className={styles.hero} aria-labelledby="list-heading">
        <p className={styles.eyebrow}>The Emberhold Saga · Gift finder</p>
        <h1 id="list-heading" className={styles.heading}>
          Gifts by price
        </h1>
        <PriceSlider config={PRICE_PAGE_SLIDER} value={price} currency={currencyFor(country)} onChange={setPrice} />
      </section>
      <InfinitePosts pageLinks listKey={`price:${JSON.stringify(request)}:${page}`} firstPage={page} fetchPage={fetchPage} country={country} adContext={{ min: request.min, max: request.max }} />
    </div>
  );
}
