import { generateCatalogue, resolveSize } from './catalogue';
import type { SeedCatalogue } from './catalogue.types';
import { demoAccounts } from './demo-accounts';
import { OWN_ART_LIMIT, PRICE_MAX, PRICE_MIN } from './generate/posts.generator';

const NOW = '2026-11-01T00:00:00.000Z';

describe('generateCatalogue', () => {
  let demo: SeedCatalogue;
  beforeAll(() => {
    demo = generateCatalogue({ seed: 11, now: NOW });
  });

  it('produces the same records byte for byte from the same seed', () => {
    expect(JSON.stringify(generateCatalogue({ seed: 11, now: NOW }))).toBe(JSON.stringify(demo));
  });

  it('produces a different catalogue from a different seed', () => {
    const other = generateCatalogue({ seed: 12, now: NOW });
    expect(other.posts[0]?.title === demo.posts[0]?.title && other.posts[1]?.title === demo.posts[1]?.title).toBe(false);
  });

  it('builds at least 2,000 posts with unique kebab-case slugs', () => {
    expect(demo.posts.length).toBeGreaterThanOrEqual(2000);
    const slugs = demo.posts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.filter((slug) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toEqual([]);
    expect(demo.posts.map((p) => p.id)).toEqual(demo.posts.map((_, i) => i + 1));
  });

  it('builds at least 40 gift guides whose nested parents exist', () => {
    expect(demo.guides.length).toBeGreaterThanOrEqual(40);
    const bySlug = new Map(demo.guides.map((g) => [g.slug, g]));
    const nested = demo.guides.filter((g) => g.parent_slug !== null);
    expect(nested.length).toBeGreaterThanOrEqual(20);
    for (const guide of nested) {
      const parent = bySlug.get(guide.parent_slug as string);
      expect(parent).toBeDefined();
      // Parents come first, so inserting in order never points at a missing parent.
      expect(demo.guides.indexOf(parent!)).toBeLessThan(demo.guides.indexOf(guide));
    }
    expect(bySlug.get('gifts-for-dragon-riders')?.parent_slug).toBe('for-him');
  });

  it('files every post under one to three known gift guides', () => {
    const guides = new Set(demo.guides.map((g) => g.slug));
    const misfiled = demo.posts.filter((p) => p.category_slugs.length < 1 || p.category_slugs.length > 3
      || new Set(p.category_slugs).size !== p.category_slugs.length || p.category_slugs.some((slug) => !guides.has(slug)));
    expect(misfiled).toEqual([]);
  });

  it('keeps prices within $5-$2,500, mostly $15-$80 with a thin tail above $500', () => {
    const prices = demo.posts.map((p) => p.price);
    expect(prices.filter((p) => p < PRICE_MIN || p > PRICE_MAX || Math.round(p * 100) / 100 !== p)).toEqual([]);
    const share = (test: (p: number) => boolean): number => prices.filter(test).length / prices.length;
    expect(share((p) => p >= 15 && p <= 80)).toBeGreaterThan(0.6);
    expect(share((p) => p > 500)).toBeGreaterThan(0);
    expect(share((p) => p > 500)).toBeLessThan(0.03);
  });

  it('gives every post content, an outbound link, ratings, images and scores', () => {
    const now = Date.parse(NOW);
    const threeYears = 3 * 366 * 86_400_000;
    const link = /^https:\/\/www\.(amazon\.com\/dp\/B0[A-Z0-9]{8}\?tag=emberhold-20|[a-z-]+\.example\/products\/[a-z0-9-]+)$/;
    // One problem description per broken post keeps a failure readable without thousands of expect calls.
    const problems = demo.posts.flatMap((post) => {
      const found: string[] = [];
      const sentences = post.content.split(/(?<=\.)\s+/).length;
      if (sentences < 2 || sentences > 4) found.push(`${sentences} sentences`);
      if (!link.test(post.link)) found.push(`link ${post.link}`);
      if (post.amazon_available !== post.link.includes('amazon.com')) found.push('amazon flag');
      if (post.rating < 0 || post.rating > 5 || (post.rating === 0) !== (post.rating_count === 0)) found.push('rating');
      if (post.images.length < 1 || post.images.length > 4) found.push('image count');
      post.images.forEach((image, i) => {
        if (image.src !== `/media/seed/p/${post.id}-${i + 1}.svg` || image.width !== 600 || ![600, 800].includes(image.height)) found.push(`image ${image.src}`);
      });
      if (post.image !== post.images[0]?.src) found.push('primary image');
      const published = Date.parse(post.published_at);
      if (!(published < now && published > now - threeYears)) found.push(`published ${post.published_at}`);
      if (!(post.random_key >= 0 && post.random_key < 1)) found.push('random key');
      if (post.clicks_all < 0 || (!post.amazon_available && post.clicks_score_amazon_available !== 0)) found.push('scores');
      return found.length ? [`${post.slug}: ${found.join(', ')}`] : [];
    });
    expect(problems).toEqual([]);
    const amazonShare = demo.posts.filter((p) => p.amazon_available).length / demo.posts.length;
    expect(amazonShare).toBeGreaterThan(0.7);
    expect(demo.posts.some((p) => p.instagram)).toBe(true);
  });

  it('flags a few adult gag gifts of the demo catalogue as mature (nsfw), and none of a small test catalogue', () => {
    const mature = demo.posts.filter((p) => p.nsfw);
    expect(mature.map((p) => p.title)).toEqual([
      'Bawdy Ballads of the Emberhold Taverns - Uncensored Songbook',
      'Wyrmfire Drinking Game (Adults Only)',
      'Naughty Night at the Hearth Card Game',
    ]);
    expect(generateCatalogue({ seed: 11, now: NOW, size: 120 }).posts.filter((p) => p.nsfw)).toEqual([]);
  });

  it('writes the world of Emberhold, not any real franchise', () => {
    const text = JSON.stringify(demo).toLowerCase();
    for (const word of ['lego', 'targaryen', 'westeros', 'game of thrones', 'stark', 'lannister', 'hogwarts']) expect(text).not.toContain(word);
    expect(text).toContain('house varrow');
    expect(text).toContain('hearthbrick');
  });

  it('includes blog posts, giveaways both running and ended, banners, featured posts and native ads', () => {
    expect(demo.blogPosts.length).toBeGreaterThanOrEqual(30);
    for (const blog of demo.blogPosts) {
      expect(blog.content.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(blog.post_ids.length).toBeGreaterThan(0);
    }
    expect(new Set(demo.blogPosts.map((b) => b.slug)).size).toBe(demo.blogPosts.length);
    expect(demo.giveaways.length).toBeGreaterThanOrEqual(12);
    const now = Date.parse(NOW);
    expect(demo.giveaways.some((g) => Date.parse(g.ends_at) > now)).toBe(true);
    expect(demo.giveaways.some((g) => Date.parse(g.ends_at) < now)).toBe(true);
    for (const banner of demo.banners) {
      expect(banner.uk_link).toContain('amazon.co.uk');
      expect(banner.ca_link).toContain('amazon.ca');
    }
    expect(demo.bottomBanners.length).toBeGreaterThanOrEqual(1);
    expect(demo.featuredPosts.length).toBeGreaterThan(0);
    expect(demo.nativeAds.length).toBeGreaterThanOrEqual(10);
    for (const ad of demo.nativeAds) {
      expect(ad.title.length).toBeLessThanOrEqual(40);
      expect(ad.content.length).toBeLessThanOrEqual(250);
    }
  });

  it("gives the demo advertiser a paid campaign per native ad: running while the ad runs, one paused, one awaiting approval", () => {
    const advertiser = demo.users.find((u) => u.email === 'advertiser@emberhold.test');
    expect(demo.campaigns.map((k) => k.native_ad_id)).toEqual(demo.nativeAds.map((a) => a.id));
    for (const campaign of demo.campaigns) {
      const ad = demo.nativeAds.find((a) => a.id === campaign.native_ad_id);
      expect(campaign.advertiser_id).toBe(advertiser?.id);
      expect(campaign.creative.status === 'running').toBe(ad?.active);
      expect(campaign.creative.title).toBe(ad?.title);
      expect(campaign.fee_cents).toBe(24_900);
    }
    expect(demo.campaigns.map((k) => k.creative.status).filter((s) => s !== 'running')).toEqual(['paused', 'pending_approval']);
    expect(new Set(demo.campaigns.map((k) => k.temp_id)).size).toBe(demo.campaigns.length);
  });

  it('creates the demo accounts, at least 50 readers, boards and ratings', () => {
    const byEmail = new Map(demo.users.map((u) => [u.email, u]));
    for (const account of demoAccounts) expect(byEmail.get(account.email)?.role).toBe(account.role);
    expect(byEmail.get('admin@emberhold.test')?.access).toBe(true);
    expect(byEmail.get('editor@emberhold.test')?.editor).toBe(true);
    expect(byEmail.get('advertiser@emberhold.test')?.advertiser).toBe(true);
    expect(demo.users.filter((u) => u.role === 'user').length).toBeGreaterThanOrEqual(50);
    expect(new Set(demo.users.map((u) => u.username)).size).toBe(demo.users.length);
    expect(demo.boards.length).toBeGreaterThan(10);
    expect(demo.boards.some((b) => b.user_id === byEmail.get('reader1@emberhold.test')?.id)).toBe(true);
    const itemKeys = demo.boardItems.map((i) => `${i.board_id}:${i.post_id}`);
    expect(new Set(itemKeys).size).toBe(itemKeys.length);
    expect(demo.postRatings.length).toBeGreaterThan(100);
  });

  it('sizes demo, bench and numeric catalogues', () => {
    expect(resolveSize('demo').posts).toBeGreaterThanOrEqual(2000);
    expect(resolveSize('bench').posts).toBe(100_000);
    expect(resolveSize(300).posts).toBe(300);
    expect(() => resolveSize(-1)).toThrow(RangeError);
  });

  it('shares pooled art beyond the own-art limit so large catalogues stay cheap to draw', () => {
    const large = generateCatalogue({ seed: 3, now: NOW, size: OWN_ART_LIMIT + 200 });
    const last = large.posts[large.posts.length - 1]!;
    expect(last.art.own_files).toBe(false);
    expect(last.image).toMatch(/^\/media\/seed\/pool\/[a-z-]+-[a-z]+-1\.svg$/);
    expect(large.posts[0]!.art.own_files).toBe(true);
  });
});
