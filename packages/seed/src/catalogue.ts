import type { SeedCatalogue, SeedSize, SeedUser } from './catalogue.types';
import { generateCampaigns } from './generate/campaigns.generator';
import {
  generateBanners, generateBlogPosts, generateBottomBanners, generateFeaturedPosts, generateGiveaways, generateGuides, generateNativeAds,
} from './generate/editorial.generator';
import { withMatureGifts } from './generate/mature-gifts';
import { generatePosts } from './generate/posts.generator';
import { generateUsers } from './generate/users.generator';
import { Random } from './random';

export const DEFAULT_SEED = 20_261_121;
/** Fixed so that two runs without an explicit `now` agree; seedDatabase passes the current day instead. */
export const DEFAULT_NOW = '2026-11-01T00:00:00.000Z';

export interface CatalogueSizes {
  readonly posts: number;
  readonly readers: number;
  readonly blogPosts: number;
  readonly giveaways: number;
}

export function resolveSize(size: SeedSize): CatalogueSizes {
  if (size === 'demo') return { posts: 2_400, readers: 60, blogPosts: 36, giveaways: 14 };
  if (size === 'bench') return { posts: 100_000, readers: 2_000, blogPosts: 120, giveaways: 30 };
  if (!Number.isInteger(size) || size < 50) throw new RangeError(`seed size must be 'demo', 'bench' or an integer >= 50, got ${String(size)}`);
  return { posts: size, readers: Math.max(50, Math.min(5_000, Math.round(size / 50))), blogPosts: 36, giveaways: 14 };
}

export interface GenerateCatalogueOptions {
  readonly seed?: number;
  readonly size?: SeedSize;
  /** The moment the catalogue is "as of": publication dates lie in the three years before it. */
  readonly now?: Date | string;
}

function advertiserOf(users: readonly SeedUser[]): number {
  const advertiser = users.find((u) => u.role === 'advertiser');
  if (!advertiser) throw new Error('the demo world has no advertiser account');
  return advertiser.id;
}

/** Builds the whole demo world in memory. Pure: the same options give the same records, byte for byte. */
export function generateCatalogue(options: GenerateCatalogueOptions = {}): SeedCatalogue {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = new Date(options.now ?? DEFAULT_NOW);
  if (Number.isNaN(now.getTime())) throw new RangeError('now must be a valid date');
  const sizes = resolveSize(options.size ?? 'demo');
  const root = new Random(seed);
  const guides = generateGuides(root.fork('guides'));
  // Only the demo catalogue has mature gifts: the small catalogues of the tests keep every post listed.
  const generated = generatePosts({ count: sizes.posts, now, rng: root.fork('posts') });
  const posts = (options.size ?? 'demo') === 'demo' ? withMatureGifts(generated) : generated;
  const blogPosts = generateBlogPosts(sizes.blogPosts, posts, now, root.fork('blog'));
  const giveaways = generateGiveaways(sizes.giveaways, posts, now, root.fork('giveaways'));
  const nativeAds = generateNativeAds(root.fork('native-ads'), posts);
  const people = generateUsers(sizes.readers, posts, guides.length, blogPosts.length, now, root.fork('users'));
  return {
    seed,
    now: now.toISOString(),
    guides,
    posts,
    blogPosts,
    giveaways,
    banners: generateBanners(),
    bottomBanners: generateBottomBanners(),
    featuredPosts: generateFeaturedPosts(posts, giveaways, now, root.fork('featured')),
    nativeAds,
    campaigns: generateCampaigns(nativeAds, advertiserOf(people.users), now, root.fork('campaigns')),
    ...people,
  };
}
