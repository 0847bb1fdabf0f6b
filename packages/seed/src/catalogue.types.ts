/**
 * Plain records the generator produces. Field names follow the product spec (snake_case, as the API speaks);
 * seed-database maps them onto the Prisma models. Money is in dollars with two decimals; times are ISO strings.
 */
import type { Silhouette } from './world/item-types';

export type SeedSize = 'demo' | 'bench' | number;

export interface SeedImage {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

/** What the image writer needs to draw a post's art; not stored in the database. */
export interface PostArt {
  readonly label: string;
  readonly caption: string;
  readonly house_key: string;
  readonly silhouette: Silhouette;
  readonly portrait: boolean;
  /** False when the post reuses pooled art (bench sizes), so no file is written for it. */
  readonly own_files: boolean;
}

export interface SeedGuide {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly parent_slug: string | null;
  readonly description: string;
  readonly rating: number;
  readonly rating_count: number;
}

export interface SeedPost {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly content: string;
  readonly link: string;
  readonly price: number;
  readonly rating: number;
  readonly rating_count: number;
  readonly published_at: string;
  readonly images: readonly SeedImage[];
  readonly image: string;
  readonly category_slugs: readonly string[];
  readonly amazon_available: boolean;
  readonly instagram: boolean;
  readonly clicks_score_week: number;
  readonly clicks_score_month: number;
  readonly clicks_all: number;
  readonly clicks_score_amazon_available: number;
  readonly earnings_score: number;
  readonly week_score: number;
  readonly random_key: number;
  readonly item_type: string;
  readonly house_key: string;
  readonly art: PostArt;
  /** A mature gift (an adult gag gift): left out of lists unless a visitor asks for them. Only the demo catalogue has some. */
  readonly nsfw?: boolean;
}

export interface SeedBlogPost {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  readonly content: string;
  readonly image: string;
  readonly rating: number;
  readonly rating_count: number;
  readonly published_at: string;
  readonly post_ids: readonly number[];
}

export interface SeedGiveaway {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly content: string;
  readonly image: string;
  readonly post_id: number;
  readonly starts_at: string;
  readonly ends_at: string;
}

export interface SeedBanner {
  readonly id: number;
  readonly title: string;
  readonly image: string;
  readonly link: string;
  readonly uk_link: string;
  readonly ca_link: string;
  readonly active: boolean;
}

export interface SeedBottomBanner {
  readonly id: number;
  readonly title: string;
  readonly image: string;
  readonly link: string;
  readonly utm_campaign: string;
  readonly active: boolean;
}

export interface SeedFeaturedPost {
  readonly id: number;
  readonly post_id: number;
  readonly link: string;
  readonly utm_campaign: string;
  readonly giveaway_id: number | null;
  readonly display_gifts: boolean;
  readonly display_related: boolean;
  readonly list: 'gifts' | 'related';
  readonly position: number;
}

export interface SeedNativeAd {
  readonly id: number;
  readonly title: string;
  readonly content: string;
  readonly link: string;
  readonly image: string;
  readonly price: number;
  readonly active: boolean;
}

export type SeedRole = 'admin' | 'editor' | 'advertiser' | 'user';

export interface SeedUser {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  readonly role: SeedRole;
  readonly access: boolean;
  readonly editor: boolean;
  readonly advertiser: boolean;
  readonly dob: string | null;
  readonly created_at: string;
}

export interface SeedBoard {
  readonly id: number;
  readonly user_id: number;
  readonly name: string;
  readonly created_at: string;
}

export interface SeedBoardItem {
  readonly board_id: number;
  readonly post_id: number;
  readonly comment: string | null;
  readonly created_at: string;
}

export interface SeedRating {
  readonly user_id: number;
  readonly target_id: number;
  readonly rating: number;
}

export interface SeedCatalogue {
  readonly seed: number;
  readonly now: string;
  readonly guides: readonly SeedGuide[];
  readonly posts: readonly SeedPost[];
  readonly blogPosts: readonly SeedBlogPost[];
  readonly giveaways: readonly SeedGiveaway[];
  readonly banners: readonly SeedBanner[];
  readonly bottomBanners: readonly SeedBottomBanner[];
  readonly featuredPosts: readonly SeedFeaturedPost[];
  readonly nativeAds: readonly SeedNativeAd[];
  readonly campaigns: readonly SeedCampaign[];
  readonly users: readonly SeedUser[];
  readonly boards: readonly SeedBoard[];
  readonly boardItems: readonly SeedBoardItem[];
  readonly postRatings: readonly SeedRating[];
  readonly guideRatings: readonly SeedRating[];
  readonly blogRatings: readonly SeedRating[];
}

/** A demo advertiser's campaign: one creative, the native ad it runs as (if any) and the fee it paid. */
export interface SeedCampaign {
  readonly id: number;
  readonly advertiser_id: number;
  readonly temp_id: string;
  readonly fee_cents: number;
  readonly paid_at: string;
  readonly created_at: string;
  readonly creative: {
    readonly id: number;
    readonly title: string;
    readonly content: string;
    readonly price: number;
    readonly link: string;
    readonly image: string;
    readonly status: 'pending_approval' | 'running' | 'paused';
    readonly approved_at: string | null;
  };
  /** The seeded native ad this campaign's creative runs as. */
  readonly native_ad_id: number;
  readonly payment: { readonly id: number; readonly provider_ref: string };
}
