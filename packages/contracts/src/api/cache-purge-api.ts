import { z } from 'zod';
import { parseSiteRoute } from '../site-routes';

/** At most this many pages in one purge (spec section 7, dev_purge). */
export const CACHE_PURGE_MAX_URLS = 100;

export interface CachePurgeSite {
  /** The site's origin (PUBLIC_URL, or where the API listens): an absolute URL must name it. */
  origin: string;
  /** Other hosts the site answers for (ALLOWED_HOSTS); an absolute URL on one of them is this site too. */
  isSiteHost?: (host: string) => boolean;
}

/** A site path with its query (`/new/`, `/uk/dragon-mug/?x=1`), or the message refusing the entry. */
export function sitePathOf(raw: string, site: CachePurgeSite): { path: string } | { error: string } {
  const text = raw.trim();
  // Named in full in a message unless it is long: the message is for a person fixing the list.
  const entry = text.length > 200 ? `${text.slice(0, 200)}…` : text;
  let url: URL;
  if (text.startsWith('/') && !text.startsWith('//')) {
    try {
      url = new URL(text, 'http://site.invalid');
    } catch {
      return { error: `"${entry}" is not a valid path.` };
    }
  } else if (/^https?:\/\//i.test(text)) {
    try {
      url = new URL(text);
    } catch {
      return { error: `"${entry}" is not a valid address.` };
    }
    // Never purge because a link from elsewhere said so: only this site's own origin (or a host it answers for).
    if (url.origin !== new URL(site.origin).origin && !(site.isSiteHost?.(url.host) ?? false)) {
      return { error: `"${entry}" is not on this site (${new URL(site.origin).origin}): only the site's own pages can be purged.` };
    }
  } else {
    return { error: `"${entry}" is not a site path or address: start it with / or with ${new URL(site.origin).origin}/.` };
  }
  const route = parseSiteRoute(url.pathname, url.search);
  if (route.kind === 'not-found') return { error: `"${entry}" is not a page of the site.` };
  if (route.kind === 'redirect') return { error: `"${entry}" redirects to ${route.location}: name that page instead.` };
  return { path: url.pathname + url.search };
}

/** POST /api/user/dev_purge/ {urls}: its shape, which needs no site (the OpenAPI document describes the call by it). */
export const cachePurgeRequest = z.object({
  urls: z
    .array(z.string({ error: 'Each page must be a path or an address, as text.' }), { error: 'Please name the pages to purge (urls: a list).' })
    .min(1, { error: 'Please name at least one page to purge.' })
    .max(CACHE_PURGE_MAX_URLS, { error: `Please name at most ${CACHE_PURGE_MAX_URLS} pages at once.` }),
});

/**
 * The purge's body checked against the site: each entry, a site path or an absolute URL on the site, comes out as its
 * site path (duplicates once); each refused entry gets a message naming it.
 */
export function cachePurgeBody(site: CachePurgeSite) {
  return cachePurgeRequest.transform(({ urls }, context) => {
    const paths: string[] = [];
    urls.forEach((entry, index) => {
      const checked = sitePathOf(entry, site);
      if ('error' in checked) context.addIssue({ code: 'custom', message: checked.error, path: ['urls', index] });
      else if (!paths.includes(checked.path)) paths.push(checked.path);
    });
    return { urls: paths };
  });
}
export type CachePurgeBody = z.infer<ReturnType<typeof cachePurgeBody>>;

/** One purged page: what it is and what was dropped for it. */
export interface CachePurgeItem {
  /** The site path, as shared caches in front (a CDN) are to be told. */
  path: string;
  /** The kind of page (index, gift-list, post ...; spec section 2). */
  page: string;
  /** Cache entries dropped in the process that answered, per cache (rendered responses, catalogue rows, page heads). */
  dropped: Record<string, number>;
}

export interface CachePurgeResult {
  purged: CachePurgeItem[];
  /** True once the purge was published to every other API process, which each purge their own caches. */
  sentToOtherProcesses: boolean;
}
