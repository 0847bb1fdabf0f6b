import { hash } from '@node-rs/argon2';
import type { PrismaClient, TransactionClient } from '@emberhold/db';
import { seedBackOffice } from './back-office';
import { generateCatalogue } from './catalogue';
import type { SeedCatalogue, SeedSize } from './catalogue.types';
import { DEMO_PASSWORD } from './demo-accounts';
import { writeSeedImages } from './images/write-seed-images';
import { DAY_MS, truncate } from './text';

export interface SeedProgress {
  readonly stage: string;
  readonly done: number;
  readonly total: number;
}

export interface SeedDatabaseOptions {
  readonly prisma: PrismaClient;
  /** Root of the media directory served under /media/; images go to <mediaDir>/seed/. */
  readonly mediaDir: string;
  readonly size?: SeedSize;
  readonly seed?: number;
  /** "As of" time of the catalogue; defaults to the start of the current UTC day. */
  readonly now?: Date;
  readonly onProgress?: (progress: SeedProgress) => void;
}

export type SeedDatabaseResult =
  | { readonly seeded: false; readonly reason: string }
  | {
    readonly seeded: true;
    readonly durationMs: number;
    readonly imageFiles: number;
    readonly counts: Readonly<Record<string, number>>;
  };

/** Tables whose ids the seed sets explicitly; their sequences must move past the seeded ids afterwards. */
const SEQUENCED_TABLES = [
  'users', 'categories', 'posts', 'blog_posts', 'giveaways', 'banners', 'bottom_banners', 'featured_posts', 'native_ads', 'wishlist_boards',
  'campaigns', 'creatives', 'payments',
] as const;

/** Arbitrary but fixed: serialises concurrent seeders (two replicas starting on one empty database). */
const SEED_LOCK_KEY = 7_320_114;

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

function startOfUtcDay(date: Date): Date {
  return new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);
}

async function isEmpty(db: TransactionClient | PrismaClient): Promise<boolean> {
  const [users, posts, categories] = await Promise.all([db.user.count(), db.post.count(), db.category.count()]);
  return users + posts + categories === 0;
}

/**
 * Fills an empty database with the demo (or benchmark) catalogue and writes its images. A database that
 * already holds users, posts or gift guides is left alone ({ seeded: false }), so restarts keep their data.
 * All rows go in one transaction: a crash half-way leaves the database empty and the next start seeds again.
 */
export async function seedDatabase(options: SeedDatabaseOptions): Promise<SeedDatabaseResult> {
  const started = performance.now();
  const { prisma } = options;
  const report = (stage: string, done: number, total: number): void => options.onProgress?.({ stage, done, total });
  if (!(await isEmpty(prisma))) return { seeded: false, reason: 'database is not empty' };

  report('generate', 0, 1);
  const today = options.now ?? startOfUtcDay(new Date());
  const catalogue = generateCatalogue({
    size: options.size ?? 'demo',
    now: today,
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
  });
  report('generate', 1, 1);

  // One hash for every demo account: argon2id is deliberately slow, and they share one password anyway.
  const passwordHash = await hash(DEMO_PASSWORD);
  // Files and rows are independent: writing the images while the database works on the inserts roughly halves
  // the wall time. Images land before the rows commit, so a seeded post never points at a missing file.
  const images = writeSeedImages(catalogue, {
    mediaDir: options.mediaDir,
    onProgress: (done, total) => report('images', done, total),
  });
  const rows = prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isEmpty(tx))) return null;
    const counts = await insertCatalogue(tx, catalogue, passwordHash, today, report);
    await images;
    return counts;
  }, { timeout: 30 * 60_000, maxWait: 60_000 });
  const [imageFiles, counts] = await Promise.all([images, rows]);

  if (counts === null) return { seeded: false, reason: 'database was seeded concurrently' };
  // Statistics and the visibility map for the rows just written, before the first visitor's read. Until autovacuum's
  // first pass (up to a minute later) the planner knew nothing of them and every index-only walk of a list fetched
  // each row from the table as well: the new list took 270 ms a page at 100,000 posts instead of 6 ms. A few seconds
  // at that size. PARALLEL 0: the database's own settings are not allowed in a parallel worker and each logs a warning.
  report('analyze', 0, 1);
  await prisma.$executeRawUnsafe('VACUUM (ANALYZE, PARALLEL 0)');
  report('analyze', 1, 1);
  return { seeded: true, durationMs: Math.round(performance.now() - started), imageFiles, counts };
}

type Report = (stage: string, done: number, total: number) => void;

async function insertChunked<T>(
  stage: string, rows: readonly T[], size: number, report: Report, insert: (chunk: T[]) => Promise<unknown>,
): Promise<number> {
  let done = 0;
  report(stage, 0, rows.length);
  for (const chunk of chunks(rows, size)) {
    await insert(chunk);
    done += chunk.length;
    report(stage, done, rows.length);
  }
  return rows.length;
}

async function insertCatalogue(tx: TransactionClient, c: SeedCatalogue, passwordHash: string, now: Date, report: Report): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const guideIdBySlug = new Map(c.guides.map((g) => [g.slug, g.id]));

  counts.categories = await insertChunked('categories', c.guides, 1_000, report, (rows) => tx.category.createMany({
    data: rows.map((g, i) => ({
      id: g.id, name: g.name, slug: g.slug, parentSlug: g.parent_slug, description: g.description,
      rating: g.rating, ratingCount: g.rating_count, position: i,
    })),
  }));

  counts.users = await insertChunked('users', c.users, 1_000, report, (rows) => tx.user.createMany({
    data: rows.map((u) => ({
      id: u.id, username: u.username, email: u.email, passwordHash, dob: u.dob ? new Date(u.dob) : null,
      access: u.access, editor: u.editor, advertiser: u.advertiser, createdAt: new Date(u.created_at),
    })),
  }));

  counts.posts = await insertChunked('posts', c.posts, 1_000, report, (rows) => tx.post.createMany({
    data: rows.map((p) => {
      const published = new Date(p.published_at);
      return {
        id: p.id, slug: p.slug, title: p.title, content: p.content, link: p.link, image: p.image,
        price: p.price.toFixed(2), rating: p.rating, ratingCount: p.rating_count,
        status: 'published' as const, publishedAt: published, firstPublishedAt: published, createdAt: published,
        amazonAvailable: p.amazon_available, instagram: p.instagram,
        clicksScoreWeek: p.clicks_score_week, clicksScoreMonth: p.clicks_score_month, clicksAll: p.clicks_all,
        clicksScoreAmazonAvailable: p.clicks_score_amazon_available, earningsScore: p.earnings_score,
        weekScore: p.week_score, randomKey: p.random_key, nsfw: p.nsfw ?? false,
      };
    }),
  }));

  const images = c.posts.flatMap((p) => p.images.map((image, position) => ({ postId: p.id, src: image.src, width: image.width, height: image.height, position })));
  counts.postImages = await insertChunked('post_images', images, 5_000, report, (rows) => tx.postImage.createMany({ data: rows }));

  const postCategories = c.posts.flatMap((p) => p.category_slugs.map((slug, position) => {
    const categoryId = guideIdBySlug.get(slug);
    if (categoryId === undefined) throw new Error(`post ${p.slug} names unknown gift guide ${slug}`);
    return { postId: p.id, categoryId, position };
  }));
  counts.postCategories = await insertChunked('post_categories', postCategories, 5_000, report, (rows) => tx.postCategory.createMany({ data: rows }));

  counts.blogPosts = await insertChunked('blog_posts', c.blogPosts, 500, report, (rows) => tx.blogPost.createMany({
    data: rows.map((b) => ({
      id: b.id, slug: b.slug, title: b.title, content: b.content, image: b.image, rating: b.rating, ratingCount: b.rating_count,
      status: 'published' as const, publishedAt: new Date(b.published_at), createdAt: new Date(b.published_at),
    })),
  }));
  const related = c.blogPosts.flatMap((b) => b.post_ids.map((postId, position) => ({ blogPostId: b.id, postId, position })));
  counts.blogRelatedPosts = await insertChunked('blog_related_posts', related, 5_000, report, (rows) => tx.blogPostRelatedPost.createMany({ data: rows }));

  counts.giveaways = await insertChunked('giveaways', c.giveaways, 500, report, (rows) => tx.giveaway.createMany({
    data: rows.map((g) => ({
      id: g.id, slug: g.slug, title: g.title, content: g.content, image: g.image,
      startsAt: new Date(g.starts_at), endsAt: new Date(g.ends_at), createdAt: new Date(g.starts_at),
    })),
  }));

  report('promotions', 0, 4);
  await tx.banner.createMany({ data: c.banners.map((b) => ({ id: b.id, link: b.link, ukLink: b.uk_link, caLink: b.ca_link, image: b.image, active: b.active })) });
  await tx.bottomBanner.createMany({ data: c.bottomBanners.map((b) => ({ id: b.id, link: b.link, utmCampaign: b.utm_campaign, image: b.image, active: b.active })) });
  const postById = new Map(c.posts.map((p) => [p.id, p]));
  const giveawayById = new Map(c.giveaways.map((g) => [g.id, g]));
  await tx.featuredPost.createMany({
    data: c.featuredPosts.map((f) => {
      const post = postById.get(f.post_id);
      const giveaway = f.giveaway_id === null ? undefined : giveawayById.get(f.giveaway_id);
      return {
        id: f.id, postId: f.post_id, list: f.list, position: f.position,
        title: post?.title ?? '', description: truncate(post?.content ?? '', 250), brandName: 'Emberhold Gifts',
        price: post ? post.price.toFixed(2) : null, image: post?.image ?? null, link: f.link, utmCampaign: f.utm_campaign,
        ...(giveaway ? { giveawayData: { giveaway_id: giveaway.id, slug: giveaway.slug, title: giveaway.title, ends_at: giveaway.ends_at } } : {}),
        displayGifts: f.display_gifts, displayRelated: f.display_related, active: true,
      };
    }),
  });
  await tx.campaign.createMany({
    data: c.campaigns.map((k) => ({
      id: k.id, advertiserId: k.advertiser_id, tempId: k.temp_id, feeCents: k.fee_cents, paidAt: new Date(k.paid_at), createdAt: new Date(k.created_at),
    })),
  });
  await tx.creative.createMany({
    data: c.campaigns.map(({ creative: r, ...k }) => ({
      id: r.id, campaignId: k.id, title: r.title, content: r.content, price: r.price.toFixed(2), link: r.link, image: r.image, status: r.status,
      approvedAt: r.approved_at ? new Date(r.approved_at) : null, startedAt: r.approved_at ? new Date(r.approved_at) : null, createdAt: new Date(k.created_at),
    })),
  });
  const campaignOfAd = new Map(c.campaigns.map((k) => [k.native_ad_id, k]));
  await tx.nativeAd.createMany({
    data: c.nativeAds.map((a) => ({
      id: a.id, title: a.title, content: a.content, link: a.link, image: a.image, price: a.price.toFixed(2), active: a.active,
      campaignId: campaignOfAd.get(a.id)?.id ?? null, creativeId: campaignOfAd.get(a.id)?.creative.id ?? null,
      // An ad goes into the lists when its creative is approved: seeded ones are not new (the lists show new ads first).
      createdAt: new Date(campaignOfAd.get(a.id)?.creative.approved_at ?? campaignOfAd.get(a.id)?.created_at ?? c.now),
    })),
  });
  await tx.payment.createMany({
    data: c.campaigns.map((k) => ({
      id: k.payment.id, userId: k.advertiser_id, campaignId: k.id, provider: 'stripe' as const, kind: 'charge' as const, status: 'succeeded' as const,
      amountCents: k.fee_cents, providerRef: k.payment.provider_ref, idempotencyKey: `seed-campaign-${k.id}`, createdAt: new Date(k.paid_at),
    })),
  });
  counts.campaigns = c.campaigns.length;
  counts.banners = c.banners.length;
  counts.bottomBanners = c.bottomBanners.length;
  counts.featuredPosts = c.featuredPosts.length;
  counts.nativeAds = c.nativeAds.length;
  report('promotions', 4, 4);

  counts.wishlistBoards = await insertChunked('wishlist_boards', c.boards, 2_000, report, (rows) => tx.wishlistBoard.createMany({
    data: rows.map((b) => ({ id: b.id, userId: b.user_id, name: b.name, createdAt: new Date(b.created_at) })),
  }));
  counts.wishlistItems = await insertChunked('wishlist_items', c.boardItems, 5_000, report, (rows) => tx.wishlistItem.createMany({
    data: rows.map((i) => ({ boardId: i.board_id, postId: i.post_id, comment: i.comment ?? '', createdAt: new Date(i.created_at) })),
  }));

  const ratings = [
    ...c.postRatings.map((r) => ({ userId: r.user_id, postId: r.target_id, value: r.rating })),
    ...c.guideRatings.map((r) => ({ userId: r.user_id, categoryId: r.target_id, value: r.rating })),
    ...c.blogRatings.map((r) => ({ userId: r.user_id, blogPostId: r.target_id, value: r.rating })),
  ];
  counts.ratings = await insertChunked('ratings', ratings, 5_000, report, (rows) => tx.rating.createMany({ data: rows }));

  report('sequences', 0, SEQUENCED_TABLES.length);
  for (const [i, table] of SEQUENCED_TABLES.entries()) {
    // Table names come from the constant above, never from input.
    await tx.$executeRawUnsafe(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), GREATEST((SELECT MAX(id) FROM "${table}"), 1))`);
    report('sequences', i + 1, SEQUENCED_TABLES.length);
  }
  // The back office's demo rows take their ids from the sequences set just above.
  const admin = c.users.find((user) => user.role === 'admin');
  if (admin) Object.assign(counts, await seedBackOffice({ tx, catalogue: c, now, adminId: admin.id }));
  return counts;
}
