import { parseSiteRoute } from '@emberhold/contracts';

/**
 * The words of a title as a slug's base: accents folded (é is e), apostrophes dropped, & as 'and', lowercase letters
 * and digits joined by single dashes; '' when nothing is left (a title of emoji). Callers cut it to their length.
 */
export function slugWords(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The slug a title gives: its words (slugWords) cut to at most `max` characters, at a dash when one lies past half
 * way so no word is cut short; `fallback` when nothing is left (a title of emoji).
 */
export function titleSlug(title: string, max: number, fallback: string): string {
  const words = slugWords(title);
  let slug = words.slice(0, max);
  if (words.length > max && words[max] !== '-') {
    const dash = slug.lastIndexOf('-');
    if (dash > max / 2) slug = slug.slice(0, dash);
  }
  return slug.replace(/-+$/, '') || fallback;
}

/** The first of `base`, `base-2`, `base-3` … that `taken` does not hold and `usable` accepts. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>, usable: (slug: string) => boolean = () => true): string {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate) && usable(candidate)) return candidate;
  }
}

/** Whether /{slug}/ is a post's address, not one of the site's own pages (/search/, /admin/, /about/ ...). */
export function isPostAddress(slug: string): boolean {
  const route = parseSiteRoute(`/${slug}/`);
  return route.kind === 'post' && route.slug === slug && route.boost === undefined;
}
