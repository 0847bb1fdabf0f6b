import { LIST_SORTS, type ListSortName } from '@emberhold/contracts/src/site-routes';
import { useHydrated } from '../../../lib/use-hydrated';
import styles from './list-page.module.css';

const SORT_LABELS: Partial<Record<ListSortName, string>> = {
  popular: 'Popular',
  clicks_score_amazon_available: 'Trending',
  new: 'Newest',
  low: 'Price: low to high',
  high: 'Price: high to low',
  random: 'Random',
};

/**
 * A gift guide's sort: each choice is another page of the guide (`onChoose`). Off until the page is hydrated: on a page
 * the server rendered, a choice made before then would show in the box and change nothing.
 */
export function ListSortSelect({ value, onChoose }: { value: ListSortName; onChoose: (sort: ListSortName) => void }) {
  const hydrated = useHydrated();
  return (
    <label>
      Sort{' '}
      <select
        className={styles.select}
        value={value}
        disabled={!hydrated}
        // The options are the list sorts.
        onChange={(event) => onChoose(event.target.value as ListSortName)}
      >
        {LIST_SORTS.filter((sort) => SORT_LABELS[sort]).map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}
