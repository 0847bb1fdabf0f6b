import { z } from 'zod';
import type { Meta } from './api-envelope';

/**
 * The catalogue's read API (spec section 7), one definition for the API that serves it and the site that reads it.
 * Every response carries the spec's `meta` envelope.
 */

export const countrySchema = z.enum(['us', 'uk', 'ca']);
export type Country = z.infer<typeof countrySchema>;

/** The currency prices are shown in for each country variant. */
export const COUNTRY_CURRENCY = { us: 'USD', uk: 'GBP', ca: 'CAD' } as const satisfies Record<Country, string>;
export type Currency = (typeof COUNTRY_CURRENCY)[Country];

export interface PostImage {
  src: string;
  width: number | null;
  height: number | null;
}

/** A post as lists and the post page show it (spec section 3). Links are localised and carry the affiliate subtag. */
export interface PostDto {
  id: number;
  slug: string;
  title: string;
  content: string;
  link: string;
  image: string | null;
  images: PostImage[];
  /** Sanitized embed code (unlisted content): the post page shows it in place of the image, in a 16:9 box. */
  embed: string | null;
  /** The price in `currency`, the visitor's country currency (converted from the stored US dollar price). */
  price: number | null;
  currency: Currency;
  rating: number;
  rating_count: number;
  type: 'post' | 'banner';
  display_gifts: boolean;
  display_related: boolean;
  /** A mature gift (an adult gag gift): lists, search and related items leave it out unless the visitor asks (nsfw=1); its page shows an interstitial first. */
  nsfw: boolean;
  /** The post's gift guides in their order; a nested guide names its parent (the post page's breadcrumb reaches it). */
  categories: PostCategory[];
  uri: string;
  /** The post's alternative (long) retailer link, made regional and tagged like `link`; null when it has none. */
  ugly_link: string | null;
  /** True when `link` carries the site's affiliate subtag (`ascsubtag`, spec section 9): a retailer link it earns from. */
  subtagged: boolean;
  /** True when the link or the price was localized for the visitor's country (spec section 4): a uk or ca visit. */
  localized: boolean;
  /** True on a search hit found through typo tolerance (a corrected or similar term), not the words as typed. */
  fuzzy_match: boolean;
  /** The list sort the post was fetched under, so the site can drop posts of a previous sort. */
  sort?: string;
  page?: number;
}

/** A gift guide a post is in, as the post names it. */
export interface PostCategory {
  slug: string;
  name: string;
  /** The guide this one is nested in; null for a top-level guide. */
  parent: { slug: string; name: string } | null;
}

export interface CategoryDto {
  id: number;
  name: string;
  slug: string;
  parent_slug: string | null;
  description: string;
  rating: number;
}

export interface BlogPostDto {
  id: number;
  slug: string;
  title: string;
  content: string;
  image: string | null;
  rating: number;
  published_at: string | null;
  posts?: PostDto[];
}

export interface GiveawayDto {
  id: number;
  slug: string;
  title: string;
  content: string;
  image: string | null;
  ends_at: string;
}

export interface FeaturedPostDto {
  link: string;
  utm_campaign: string | null;
  giveaway_data: unknown;
  display_gifts: boolean;
  display_related: boolean;
  post: PostDto | null;
}

/** GET /api/search/{term}/{page}?country=&lookup= (each post with its page), and every list of posts below. */
export interface PostListResponse {
  meta: Meta;
  posts: PostDto[];
}

/** GET /api/lists/{sort}/{page}/?country=&seed=: one page of the index list, with the sort and page it was read in. */
export interface ListPageResponse extends PostListResponse {
  sort: string;
  page: number;
}

/** GET /api/gifts/{list}/{sort}/{page}/?min=&max=&country= (list "all" for every guide; parent_list for nested) */
export interface GiftListResponse {
  meta: Meta;
  posts: PostDto[];
  category: CategoryDto | null;
  parent_list: CategoryDto | null;
  children: CategoryDto[];
}

/** GET /api/posts/{slug}/?size=&country= */
export interface PostResponse {
  meta: Meta;
  post: PostDto;
}

/** GET /api/related/{id}/1/?items= */
export type RelatedResponse = PostListResponse;

/** GET /api/lists/featured */
export interface FeaturedResponse {
  meta: Meta;
  featured: FeaturedPostDto[];
}

/** GET /api/blog/ and GET /api/blog/{slug} */
export interface BlogListResponse {
  meta: Meta;
  posts: BlogPostDto[];
}
export interface BlogPostResponse {
  meta: Meta;
  post: BlogPostDto;
}

/** GET /api/giveaways/{page} and GET /api/giveaway/{slug} */
export interface GiveawayListResponse {
  meta: Meta;
  giveaways: GiveawayDto[];
}
export interface GiveawayResponse {
  meta: Meta;
  giveaway: GiveawayDto;
}

/** GET /api/banner/ */
export interface BannerResponse {
  meta: Meta;
  link: string | null;
  uk_link: string | null;
  ca_link: string | null;
}

/** GET /api/bottom-banner/ (the site reads data.banner) */
export interface BottomBannerResponse {
  meta: Meta;
  data: { banner: { id: number; link: string; utm_campaign: string | null; image: string | null } | null };
}

/** GET /api/user/native_ad/ */
export interface NativeAdDto {
  id: number;
  ad_id: number;
  type: 'ad';
  title: string;
  content: string;
  link: string;
  /** The ad's picture: its 300x250 image, or its animated GIF. */
  image: string | null;
  /**
   * The picture's size in pixels (read from its stored file), so its <img> keeps its box before it arrives; null when
   * it is not known (no picture, a player's embed, or a picture the site does not store). The lists' read always sends
   * them; views built on this type elsewhere (saved ads) may leave them out.
   */
  image_width?: number | null;
  image_height?: number | null;
  /**
   * A player shown in the image's box instead (sanitized: one https iframe, 100% by 100%); null for pictures. The
   * lists' read always sends it; views built on this type elsewhere (saved ads) may leave it out.
   */
  embed?: string | null;
  price: number | null;
  currency: Currency;
  saved: boolean;
  /** The one-time offer this ad was handed out with: its view and its click are counted once each against it. */
  offer: string;
}
export interface NativeAdResponse {
  meta: Meta;
  ads: NativeAdDto[];
}

/** Query values of the price-filtered gift list; bounds of spec section 9 ("Default price change max 2000, min 0"). */
export const priceRangeQuery = z.object({
  min: z.coerce.number({ error: 'min must be a number' }).min(0, 'min must be 0 or more').max(100_000).optional(),
  max: z.coerce.number({ error: 'max must be a number' }).min(0, 'max must be 0 or more').max(100_000).optional(),
  country: countrySchema.optional(),
});
