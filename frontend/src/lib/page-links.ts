/**
 * The address of page `page` of a paged list at `pathname` (+ `search`, its filters): the list addresses end in
 * /page/{n}/ past the first page (spec section 2), after any /sort/{sort}/. For the links a visitor without scripts and a
 * crawler follow where the browser would scroll on.
 */
export function listPageHref(pathname: string, search: string, page: number): string {
  const base = pathname.replace(/\/page\/[^/]*\/?$/, '/').replace(/\/?$/, '/');
  return `${page > 1 ? `${base}page/${page}/` : base}${search}`;
}
