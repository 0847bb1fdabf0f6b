import { randomBytes } from 'node:crypto';
import type { PostDto } from '@emberhold/contracts';
import { apiForThisFile } from './api-under-test.test-support';

/**
 * A product page's related items (GET /api/related/{id}/1/): gifts from the post's gift guides, those sharing more of
 * its guides first, then the most popular. The read takes each guide's most popular members from copies of the post
 * fields kept on the memberships, so these tests change posts the way staff and the score jobs do and read again.
 */
describe('related items on Postgres', () => {
  // Caches off: every read sees what a test just changed.
  const product = apiForThisFile({ env: { CATALOGUE_CACHE_MS: '0' } });
  const prisma = () => product.infrastructure.prisma;
  const tag = randomBytes(3).toString('hex');
  let guides: { lanterns: number; maps: number };
  let post: number;
  const gift: Record<string, number> = {};

  async function related(id: number, query = ''): Promise<string[]> {
    const response = await product.inject({ method: 'GET', url: `/api/related/${id}/1/${query}` });
    expect(response.statusCode).toBe(200);
    const byId = new Map([[post, 'wayfinder'], ...Object.entries(gift).map(([name, giftId]) => [giftId, name] as const)]);
    return (response.json().posts as PostDto[]).map((shown) => byId.get(shown.id) ?? `other ${shown.id}`);
  }

  async function aGift(name: string, score: number, guideIds: number[]): Promise<number> {
    const made = await prisma().post.create({
      data: {
        slug: `${name}-${tag}`,
        title: `${name} ${tag}`,
        link: `https://maker.example/${name}`,
        status: 'published',
        publishedAt: new Date(),
        clicksScoreAmazonAvailable: score,
        categories: { create: guideIds.map((categoryId, position) => ({ categoryId, position })) },
      },
    });
    return made.id;
  }

  beforeAll(async () => {
    const lanterns = await prisma().category.create({ data: { name: `Lanterns ${tag}`, slug: `lanterns-${tag}` } });
    const maps = await prisma().category.create({ data: { name: `Maps ${tag}`, slug: `maps-${tag}` } });
    guides = { lanterns: lanterns.id, maps: maps.id };
    post = await aGift('wayfinder-lantern', 3, [guides.lanterns, guides.maps]);
    gift.both = await aGift('both-guides', 1, [guides.lanterns, guides.maps]);
    gift.popularLantern = await aGift('popular-lantern', 50, [guides.lanterns]);
    gift.map = await aGift('realm-map', 30, [guides.maps]);
    gift.quietLantern = await aGift('quiet-lantern', 10, [guides.lanterns]);
  });

  it('lists the gifts sharing more of the post’s guides first, then the most popular, never the post itself', async () => {
    expect(await related(post)).toEqual(['both', 'popularLantern', 'map', 'quietLantern']);
    expect(await related(post, '?items=2')).toEqual(['both', 'popularLantern']);
    // From a gift in one guide: that guide's gifts, the post among them, most popular first.
    expect(await related(gift.map!)).toEqual(['wayfinder', 'both']);
  });

  it('follows the posts as they change: popularity, the related switch, publishing, mature gifts and new guide members', async () => {
    // The score job raises a gift's popularity.
    await prisma().post.update({ where: { id: gift.quietLantern! }, data: { clicksScoreAmazonAvailable: 100 } });
    expect(await related(post)).toEqual(['both', 'quietLantern', 'popularLantern', 'map']);
    // Staff turn a gift's related items switch off, and unpublish another.
    await prisma().post.update({ where: { id: gift.popularLantern! }, data: { displayRelated: false } });
    await prisma().post.update({ where: { id: gift.map! }, data: { status: 'draft' } });
    expect(await related(post)).toEqual(['both', 'quietLantern']);
    // A mature gift shows only to a visitor who asked for mature gifts.
    await prisma().post.update({ where: { id: gift.both! }, data: { nsfw: true } });
    expect(await related(post)).toEqual(['quietLantern']);
    expect(await related(post, '?nsfw=1')).toEqual(['both', 'quietLantern']);
    // A gift added to a guide later takes its place by its popularity.
    gift.newLantern = await aGift('new-lantern', 20, []);
    await prisma().postCategory.create({ data: { postId: gift.newLantern, categoryId: guides.lanterns } });
    expect(await related(post)).toEqual(['quietLantern', 'newLantern']);
    // And the ones switched back return.
    await prisma().post.update({ where: { id: gift.popularLantern! }, data: { displayRelated: true } });
    await prisma().post.update({ where: { id: gift.map! }, data: { status: 'published' } });
    expect(await related(post)).toEqual(['quietLantern', 'popularLantern', 'map', 'newLantern']);
  });
});
