import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type Country, defaultSortOf, INDEX_LISTS, indexListApiPath, parseSiteRoute, type PageRoute, type PrefixedCountry, sitePath, STATIC_PAGES } from '@emberhold/contracts';
import type { PageHead } from './html-document';
import { GetBlogPostSummaryQuery } from './queries/get-blog-post-summary/get-blog-post-summary.query';
import { GetGiftListSummaryQuery } from './queries/get-gift-list-summary/get-gift-list-summary.query';
import { GetGiveawaySummaryQuery } from './queries/get-giveaway-summary/get-giveaway-summary.query';
import { GetPostSummaryQuery, type PostSummary } from './queries/get-post-summary/get-post-summary.query';

export const SITE_NAME = 'Emberhold Gifts';
/** The same title the site shows on its home page (frontend use-document-title). */
const HOME_TITLE = `${SITE_NAME} — gifts for fans of The Emberhold Saga`;
const DEFAULT_DESCRIPTION =
  'Hand-picked gifts for every house of Emberhold: dragon-forged mugs, hearth candles, maps of the realm and more.';
/** Search engines show about this much of a description. */
const DESCRIPTION_LIMIT = 160;

const SORT_LABELS: Record<string, string> = {
  new: 'newest first',
  popular: 'most popular',
  random: 'in random order',
  high: 'highest price first',
  low: 'lowest price first',
  clicks_score_amazon_available: 'most popular',
  clicks_all: 'all-time most popular',
  clicks_score_week: 'popular this week',
  clicks_score_month: 'popular this month',
  instagram: 'from Instagram',
};

export type SitePage = { status: 200 | 404; head: PageHead } | { status: 301; location: string };

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Editor HTML as one line of plain text, cut to a description's length. */
export function describe(html: string, fallback = DEFAULT_DESCRIPTION): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/gi, (entity, name: string) =>
      name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (NAMED_ENTITIES[name.toLowerCase()] ?? entity),
    )
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return fallback;
  return text.length <= DESCRIPTION_LIMIT ? text : `${text.slice(0, DESCRIPTION_LIMIT - 3).trimEnd()}...`;
}

function titled(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

function variant(title: string, tail: { sort?: string; page?: number }): string {
  const sort = tail.sort ? `, ${SORT_LABELS[tail.sort] ?? tail.sort}` : '';
  const page = tail.page && tail.page > 1 ? ` (page ${tail.page})` : '';
  return `${title}${sort}${page}`;
}

/** Works out each page's HTTP status and head from its URL, reading only what that one page needs. */
@Injectable()
export class SitePages {
  constructor(private readonly queries: QueryBus) {}

  /**
   * `unprefixed`: the country variant the visitor sees on an address without a /uk or /ca segment (their choice, else
   * where they are), so a page preloads the list call the site will make. `search`: the address's query, as in
   * `?s=dragon` (a home page with a search term redirects to its results: the site's search form without script).
   */
  async resolve(path: string, origin: string, unprefixed: Country = 'us', search = ''): Promise<SitePage> {
    const route = parseSiteRoute(path, search);
    if (route.kind === 'redirect') {
      // An address sent elsewhere keeps its query (/search/?s=dragon goes to /?s=dragon); a home page's search term
      // becomes the address of its results.
      const byQuery = parseSiteRoute(path).kind !== 'redirect';
      return { status: 301, location: byQuery ? route.location : `${route.location}${search}` };
    }
    const absolute = (target: string) => new URL(target, origin).toString();
    const page = await this.page(route, absolute, unprefixed);
    return page ?? this.notFound(absolute);
  }

  notFound(absolute: (path: string) => string): SitePage {
    return {
      status: 404,
      head: {
        title: titled('Page not found'),
        description: 'This path leads nowhere. Head back to the gifts of Emberhold.',
        canonical: absolute(sitePath({ kind: 'not-found' })),
        robots: 'noindex',
      },
    };
  }

  /** Undefined when the address names something that does not exist. */
  private async page(route: PageRoute, absolute: (path: string) => string, unprefixed: Country): Promise<SitePage | undefined> {
    const prefix = 'country' in route ? route.country : undefined;
    const ok = (head: Omit<PageHead, 'canonical'>, path: string): SitePage => ({
      status: 200,
      head: { ...head, canonical: absolute(path), openGraph: { 'og:site_name': SITE_NAME, ...head.openGraph } },
    });
    switch (route.kind) {
      case 'index': {
        const name = INDEX_LISTS[route.list].title;
        const title = name ? titled(variant(name, route)) : route.page ? titled(variant('Gifts for fans of The Emberhold Saga', route)) : HOME_TITLE;
        // The site reads the first page of the list straight away (its URL as the site builds it, indexListApiPath);
        // the random sort carries the visitor's session seed, so it is not preloaded.
        const sort = defaultSortOf(route);
        const preloadApi = sort && sort !== 'random' ? [indexListApiPath(route.list, sort, route.page ?? 1, prefix ?? unprefixed)] : [];
        return ok({ title, description: DEFAULT_DESCRIPTION, preloadApi }, sitePath(route));
      }
      case 'price-list':
        return ok(
          { title: titled(variant('Gifts by price', { page: route.page })), description: 'Gifts of Emberhold within your budget.' },
          sitePath(route),
        );
      case 'gifts-landing':
        return ok(
          { title: titled(variant('Gift guides', route)), description: 'Gift guides for every fan of The Emberhold Saga, house by house.' },
          sitePath(route),
        );
      case 'gift-list': {
        const list = await this.queries.execute(new GetGiftListSummaryQuery(route.list));
        if (!list) return undefined;
        if (route.parent !== undefined && list.parentSlug !== route.parent) return undefined;
        // A nested guide reached without its parent has one address: the nested one.
        const parent = route.parent ?? list.parentSlug ?? undefined;
        return ok(
          {
            title: titled(variant(list.name, route)),
            description: describe(list.description, `${list.name}: hand-picked gifts for fans of The Emberhold Saga.`),
            openGraph: list.image ? { 'og:image': absolute(list.image) } : undefined,
          },
          sitePath({ ...route, parent, list: list.slug }),
        );
      }
      case 'post': {
        const post = await this.queries.execute(new GetPostSummaryQuery(route.slug));
        if (!post) return undefined;
        if (route.boost) {
          return ok({ title: titled(`Boost ${post.title}`), description: describe(post.content), robots: 'noindex' }, sitePath({ ...route, slug: post.slug }));
        }
        return { status: 200, head: this.postHead(post, prefix, absolute) };
      }
      case 'blog':
        return ok({ title: titled('Blog'), description: 'Gift guides, news and stories from the world of Emberhold.' }, sitePath(route));
      case 'blog-post': {
        const post = await this.queries.execute(new GetBlogPostSummaryQuery(route.slug));
        if (!post) return undefined;
        return ok(
          {
            title: titled(post.title),
            description: describe(post.content),
            openGraph: {
              'og:type': 'article',
              ...(post.image ? { 'og:image': absolute(post.image) } : {}),
              ...(post.publishedAt ? { 'article:published_time': post.publishedAt.toISOString() } : {}),
            },
          },
          sitePath({ kind: 'blog-post', slug: post.slug }),
        );
      }
      case 'giveaways':
        return ok(
          { title: titled(variant('Giveaways', route)), description: 'Win gifts from the world of Emberhold.' },
          sitePath(route),
        );
      case 'boost-promo':
        return ok(
          {
            title: titled(variant('Boost a post', route)),
            description: 'Put a gift at the top of Emberhold Gifts for a day: boost prices, the dates still free and the posts to boost.',
            // The page's posts, as frontend/src/features/boosts/api/boost-promo-api.ts asks for them.
            preloadApi: [`/api/lists/new/${route.page ?? 1}/?country=us`],
          },
          sitePath(route),
        );
      case 'giveaway': {
        const giveaway = await this.queries.execute(new GetGiveawaySummaryQuery(route.slug));
        if (!giveaway) return undefined;
        return ok(
          {
            title: titled(giveaway.title),
            description: describe(giveaway.content),
            openGraph: giveaway.image ? { 'og:image': absolute(giveaway.image) } : undefined,
          },
          sitePath({ kind: 'giveaway', slug: giveaway.slug }),
        );
      }
      case 'search':
        return ok(
          { title: titled(`Search results for “${route.term}”`), description: `Gifts matching “${route.term}”.`, robots: 'noindex, follow' },
          sitePath(route),
        );
      case 'static': {
        const page = STATIC_PAGES[route.page];
        return ok({ title: titled(page.title), description: page.description }, sitePath(route));
      }
      case 'private':
        return ok({ title: HOME_TITLE, description: DEFAULT_DESCRIPTION, robots: 'noindex' }, sitePath(route));
      case 'not-found':
        return undefined;
    }
  }

  private postHead(post: PostSummary, country: PrefixedCountry | undefined, absolute: (path: string) => string): PageHead {
    const canonical = absolute(sitePath({ kind: 'post', country, slug: post.slug }));
    const image = post.image ? absolute(post.image) : undefined;
    const description = describe(post.content);
    const price = post.price === null ? undefined : post.price.toFixed(2);
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: post.title,
      description,
      url: canonical,
      ...(image ? { image: [image] } : {}),
      // Offer prices are always in US dollars (spec section 3, structured-data product), whatever the country.
      ...(price ? { offers: { '@type': 'Offer', price, priceCurrency: 'USD', url: canonical } } : {}),
      ...(post.ratingCount > 0
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: Math.round(post.rating * 10) / 10, reviewCount: post.ratingCount, bestRating: 5, worstRating: 0 } }
        : {}),
    };
    return {
      title: titled(post.title),
      description,
      canonical,
      ...(post.unlisted ? { robots: 'noindex' } : {}),
      openGraph: {
        'og:type': 'product',
        'og:site_name': SITE_NAME,
        ...(image ? { 'og:image': image } : {}),
        ...(price ? { 'product:price:amount': price, 'product:price:currency': 'USD' } : {}),
      },
      jsonLd,
    };
  }
}
