import { useCallback, useMemo, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_SORTS, isListSort, listPath, parsePage, type ListRoute } from '@emberhold/contracts/src/site-routes';
import { NotFoundMessage } from '../../../components/not-found-message';
import { RatableStars } from '../../../components/star-rating';
import { ApiError } from '../../../lib/api-client';
import { currencyFor, withCountry } from '../../../lib/country';
import { useCountry } from '../../../lib/use-country';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { getGifts, giftHeadQueryOptions } from '../api/get-gifts';
import { useFeaturedPost } from '../api/get-featured';
import { usePriceRangeParams } from '../hooks/use-price-range-params';
import { apiMax, GIFTS_PRICE_SLIDER } from '../lib/price-slider';
import { InfinitePosts } from './infinite-posts';
import { ListSortSelect } from './list-sort-select';
import { PriceSlider } from './price-slider';
import styles from './list-page.module.css';

/**
 * /gifts/ (every guide, trending first), /gifts/{list}/ and /gifts/{parent}/{list}/ (popular first), each with
 * /sort/{sort} and /page/{page}, and ?min=&max= from the price slider.
 */
export function GiftListPage({ landingExtra }: { landingExtra?: ReactNode }) {
  const country = useCountry();
  const params = useParams();
  const navigate = useNavigate();
  const list = params.list ?? 'all';
  const parentList = params.parent;
  const page = parsePage(params.page);
  const defaultSort = list === 'all' ? DEFAULT_SORTS.giftsLanding : DEFAULT_SORTS.giftList;
  const sort = isListSort(params.sort) ? params.sort : defaultSort;
  const { search, price, setPrice } = usePriceRangeParams({ min: 'min', max: 'max' }, GIFTS_PRICE_SLIDER);
  const filtered = search.has('min') || search.has('max');
  const featured = useFeaturedPost('gifts', country);
  const currency = currencyFor(country);
  const route: ListRoute = list === 'all' ? { kind: 'gifts-landing' } : { kind: 'gift-list', parent: parentList, list };

  const request = useMemo(
    () => ({ list, parentList, sort, country, min: filtered ? price.min : undefined, max: filtered ? apiMax(price.max) : undefined }),
    [list, parentList, sort, country, filtered, price.min, price.max],
  );
  // The first page also tells the name of the guide; the list's first page of posts is read from this same cache entry.
  const head = useQuery(giftHeadQueryOptions(request));
  const queryClient = useQueryClient();
  const category = head.data?.category;
  // An unknown guide (or a guide under another parent) is no page at all: the site's 404, as the server answers it.
  const unknownGuide = head.error instanceof ApiError && head.error.code === 'not_found';
  const notFound = page === null || (params.sort !== undefined && !isListSort(params.sort)) || unknownGuide;
  // The guide's own name once the API has told it; until then the address's words, never for a guide that is not there.
  const heading = category?.name ?? (list === 'all' ? 'Gift guides' : list.replace(/-/g, ' '));
  useDocumentTitle(notFound ? 'Page not found' : list === 'all' || category || head.isError ? heading : undefined);
  // Page 1 is the head's (one request, one cache entry for both); later pages are the list's own.
  const fetchPage = useCallback(
    async (p: number, signal: AbortSignal) =>
      p === 1 ? (await queryClient.fetchQuery(giftHeadQueryOptions(request))).posts : (await getGifts({ ...request, page: p }, signal)).posts,
    [queryClient, request],
  );

  if (notFound) return <NotFoundMessage homeHref={withCountry('/', country)} />;

  return (
    <div className="page-container">
      <section className={styles.hero} aria-labelledby="list-heading">
        <p className={styles.eyebrow}>
          {head.data?.parent_list ? (
            <Link to={withCountry(`/gifts/${head.data.parent_list.slug}/`, country)}>{head.data.parent_list.name}</Link>
          ) : (
            'The Emberhold Saga · Gift guides'
          )}
        </p>
        <h1 id="list-heading" className={styles.heading}>
          {heading}
          {page > 1 && <span className={styles.pageNote}> · page {page}</span>}
        </h1>
        {category?.description && <p className={styles.intro}>{category.description}</p>}
        {category && <RatableStars kind="gift_guide" id={category.id} rating={category.rating} label="Rate this gift guide" align="center" spaced oneRow />}
        <div className={styles.filters}>
          <ListSortSelect value={sort} onChoose={(chosen) => navigate(withCountry(listPath({ ...route, sort: chosen }), country) + (filtered ? `?${search.toString()}` : ''))} />
        </div>
        <PriceSlider config={GIFTS_PRICE_SLIDER} value={price} currency={currency} onChange={setPrice} />
        {head.data && head.data.children.length > 0 && (
          <nav className={styles.guides} aria-label="Gift guides inside this one">
            <ul>
              {head.data.children.map((child) => (
                <li key={child.id}>
                  <Link className={styles.guide} to={withCountry(list === 'all' ? `/gifts/${child.slug}/` : `/gifts/${list}/${child.slug}/`, country)}>
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </section>
      <InfinitePosts
        pageLinks
        listKey={`gifts:${JSON.stringify(request)}:${page}`}
        firstPage={page}
        firstPagePosts={page === 1 ? head.data?.posts : undefined}
        fetchPage={fetchPage}
        country={country}
        featured={featured}
        adContext={{ list, min: request.min, max: request.max }}
        // The gift guides landing (spec section 2: with the latest blog posts), after the first products.
        afterFirstPage={list === 'all' && page === 1 ? landingExtra : undefined}
      />
    </div>
  );
}
