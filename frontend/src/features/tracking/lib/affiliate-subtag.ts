/** The storefronts the API's affiliate links point at (backend catalogue/domain/affiliate-link.ts). */
const AMAZON_HOST = /^(?:www\.)?amazon\.(?:com|co\.uk|ca)$/i;
/** What the API accepts as a subtag (the same pattern the backend applies to links it tags itself). */
const SUBTAG_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** The link's `ascsubtag=emb-<sort code>`, with any visitor subtag already after it. */
const ASCSUBTAG = /([?&]ascsubtag=)(emb-\d+)(?:-[^&#]*)?(?=[&#]|$)/;

/**
 * The outbound link with the visitor's subtag after the sort code (`ascsubtag=emb-5` becomes `ascsubtag=emb-5-g1a2b3c4`),
 * so affiliate earnings reports name the visit. Only Amazon links that already carry the API's ascsubtag are changed;
 * the rest of the address is left byte for byte, and rewriting twice gives the same link.
 */
export function withSubtag(href: string, subtag: string | null | undefined): string {
  if (!subtag || !SUBTAG_PATTERN.test(subtag)) return href;
  let host: string;
  try {
    const url = new URL(href);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return href;
    host = url.hostname;
  } catch {
    return href;
  }
  if (!AMAZON_HOST.test(host)) return href;
  return href.replace(ASCSUBTAG, (_match, key: string, sortCode: string) => `${key}${sortCode}-${subtag}`);
}
