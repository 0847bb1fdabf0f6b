/** A page number from the address: 1 when absent or empty, null when it is not a page (the page is not found). */
export function parsePageNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return 1;
  if (!/^\d{1,6}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
}

/** The page numbers to show around `page` of `pages`: the first, the last and two either side, gaps as null. */
export function pageWindow(page: number, pages: number): Array<number | null> {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const result: Array<number | null> = [];
  for (const [index, n] of sorted.entries()) {
    if (index > 0 && n - sorted[index - 1]! > 1) result.push(null);
    result.push(n);
  }
  return result;
}
