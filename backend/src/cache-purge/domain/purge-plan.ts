import { type PageRoute, parseSiteRoute } from '@emberhold/contracts';
import type { PurgeTarget } from '../../common/cache/page-caches';

export interface PurgePlan {
  /** The kind of page (spec section 2). */
  page: PageRoute['kind'];
  target: PurgeTarget;
}

const FEATURED = '/api/lists/featured';

/**
 * Not a page: every list, guide, price page, search and related list at once, for a change that shows in all of them
 * (a post published or unpublished). Staff actions purge it through SitePurger; its broadcast carries this path.
 */
export const WHOLE_CATALOGUE = '/*';

const segment = encodeURIComponent;

/**
 * What a site page's purge drops: the API addresses the site's page reads (frontend/src/features/*\/api), each with
 * every page, sort, country and query, and the rows and heads of what it shows. A path that is no page names nothing.
 */
export function purgePlanOf(sitePath: string): PurgePlan {
  const [path = '/', search = ''] = sitePath.split('?', 2);
  const route = parseSiteRoute(path, search ? `?${search}` : '');
  const nothing: PurgeTarget = { apiPaths: [], postSlugs: [], postLists: false, guideSlugs: [], blogSlugs: [], giveawaySlugs: [] };
  if (sitePath === WHOLE_CATALOGUE) {
    return { page: 'index', target: { ...nothing, apiPaths: ['/api/lists/', '/api/gifts/', '/api/search/', '/api/related/'], postLists: true } };
  }
  if (route.kind === 'redirect') return { page: 'not-found', target: nothing };
  const plan = (target: Partial<PurgeTarget>): PurgePlan => ({ page: route.kind, target: { ...nothing, ...target } });
  switch (route.kind) {
    case 'index':
      // Every index list reads /api/lists/{sort}/{page}/ in whichever sort it shows, and the home its featured post.
      return plan({ apiPaths: ['/api/lists/'], postLists: true });
    case 'price-list':
    case 'gifts-landing':
      return plan({ apiPaths: ['/api/gifts/all/', FEATURED], postLists: true });
    case 'gift-list':
      // A nested guide reads /api/gifts/{list}/… with ?parent_list=: the list's prefix covers it.
      return plan({ apiPaths: [`/api/gifts/${segment(route.list)}/`, FEATURED], postLists: true, guideSlugs: [route.list] });
    case 'post':
      // The related list is read by post id, and a post's change shows in other posts' related lists too: all go.
      return plan({ apiPaths: [`/api/posts/${segment(route.slug)}`, '/api/related/'], postSlugs: [route.slug] });
    case 'blog':
      return plan({ apiPaths: ['/api/blog'] });
    case 'blog-post':
      return plan({ apiPaths: [`/api/blog/${segment(route.slug)}`], blogSlugs: [route.slug] });
    case 'giveaways':
      return plan({ apiPaths: ['/api/giveaways/'] });
    case 'giveaway':
      return plan({ apiPaths: [`/api/giveaway/${segment(route.slug)}`], giveawaySlugs: [route.slug] });
    case 'boost-promo':
      return plan({ apiPaths: ['/api/boost-dates'] });
    case 'search':
      return plan({ apiPaths: [`/api/search/${segment(route.term)}/`] });
    case 'static':
    case 'private':
    case 'not-found':
      return plan({});
  }
}

/** One target for several pages. */
export function mergedTarget(targets: PurgeTarget[]): PurgeTarget {
  const union = (pick: (target: PurgeTarget) => string[]) => [...new Set(targets.flatMap(pick))];
  return {
    apiPaths: union((target) => target.apiPaths),
    postSlugs: union((target) => target.postSlugs),
    postLists: targets.some((target) => target.postLists),
    guideSlugs: union((target) => target.guideSlugs),
    blogSlugs: union((target) => target.blogSlugs),
    giveawaySlugs: union((target) => target.giveawaySlugs),
  };
}
