import { useParams } from 'react-router';

/** The `:page` route segment as a positive integer: 1 when absent, null when it is not a page number. */
export function usePageParam(): number | null {
  const { page } = useParams();
  if (page === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(page)) return null;
  return Number(page);
}
