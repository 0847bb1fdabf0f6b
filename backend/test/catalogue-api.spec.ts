import type { PostDto } from '@emberhold/contracts';
import { listSorts, PAGE_SIZE } from '../src/catalogue/domain/list-sorts';
import { apiForThisFile } from './api-under-test.test-support';

describe('catalogue API on Postgres', () => {
  // Caches off: every read sees what a test just counted or changed in the database.
  const product = apiForThisFile({ env: { CATALOGUE_CACHE_MS: '0' } });
  const prisma = () => product.infrastructure.prisma;

  /** The response status and its parsed JSON body (left untyped: each test reads the fields it checks). */
  async function get(url: string) {
    const response = await product.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  }

  const ids = (posts: PostDto[]): number[] => posts.map((post) => post.id);

  async function listedCount(): Promise<number> {
    return prisma().post.count({ where: { status: 'published', type: 'post' } });
  }

  describe('lists', () => {
    it('pages the newest posts in published order, with and without the trailing slash', async () => {
      const expected = await prisma().post.findMany({
        where: { status: 'published', type: 'post' },
        orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
        take: PAGE_SIZE * 2,
        select: { id: true },
      });
      const first = await get('/api/lists/new/1/');
      expect(first.status).toBe(200);
      expect(first.body.meta).toEqual({ status: 'success', count: PAGE_SIZE });
      expect(ids(first.body.posts)).toEqual(expected.slice(0, PAGE_SIZE).map((row) => row.id));
      const second = await get('/api/lists/new/2');
      expect(ids(second.body.posts)).toEqual(expected.slice(PAGE_SIZE).map((row) => row.id));
      expect(second.body.posts[0]).toMatchObject({ sort: 'new', page: 2 });
    });

    it('ends with a partial page and then an empty one', async () => {
      const total = await listedCount();
      const lastPage = Math.ceil(total / PAGE_SIZE);
      const last = await get(`/api/lists/new/${lastPage}/`);
      expect(last.body.posts).toHaveLength(total - (lastPage - 1) * PAGE_SIZE);
      const past = await get(`/api/lists/new/${lastPage + 1}/`);
      expect(past.status).toBe(200);
      expect(past.body).toMatchObject({ meta: { status: 'success', count: 0 }, posts: [] });
    });

    it.each(Object.keys(listSorts))('serves the %s sort', async (sort) => {
      const response = await get(`/api/lists/${sort}/1/`);
      expect(response.status).toBe(200);
      expect(response.body.posts.length).toBeGreaterThan(0);
      expect(response.body.posts.every((post: PostDto) => post.sort === sort)).toBe(true);
    });

    it('orders the price sorts by price', async () => {
      const high = (await get('/api/lists/high/1/')).body.posts.map((post: PostDto) => post.price);
      const low = (await get('/api/lists/low/1/')).body.posts.map((post: PostDto) => post.price);
      expect(high).toEqual([...high].sort((a, b) => b - a));
      expect(low).toEqual([...low].sort((a, b) => a - b));
      expect(low[0]).toBeLessThanOrEqual(high[0]);
    });

    it('orders the score sorts by the score columns the jobs maintain', async () => {
      const week = await prisma().post.findMany({
        where: { status: 'published', type: 'post' },
        orderBy: [{ clicksScoreWeek: 'desc' }, { id: 'desc' }],
        take: PAGE_SIZE,
        select: { id: true },
      });
      expect(ids((await get('/api/lists/clicks_score_week/1/')).body.posts)).toEqual(week.map((row) => row.id));
      const popular = ids((await get('/api/lists/popular/1/')).body.posts);
      expect(ids((await get('/api/lists/clicks_score_amazon_available/1/')).body.posts)).toEqual(popular);
    });

    it('orders the week variants by their scores, each link carrying its own sort code 6-9', async () => {
      for (const [sort, column] of [['week_score', 'weekScore'], ['earnings_score', 'earningsScore']] as const) {
        const expected = await prisma().post.findMany({
          where: { status: 'published', type: 'post' },
          orderBy: [{ [column]: 'desc' }, { id: 'desc' }],
          take: PAGE_SIZE,
          select: { id: true },
        });
        const { body } = await get(`/api/lists/${sort}/1/`);
        expect(ids(body.posts)).toEqual(expected.map((row) => row.id));
      }
      const codes = new Set<string>();
      for (const sort of ['clicks_score_week', 'clicks_score_month', 'week_score', 'earnings_score']) {
        const amazon = ((await get(`/api/lists/${sort}/1/`)).body.posts as PostDto[]).find((post) => post.subtagged)!;
        codes.add(new URL(amazon.link).searchParams.get('ascsubtag')!);
      }
      expect([...codes].sort()).toEqual(['emb-6', 'emb-7', 'emb-8', 'emb-9']);
    });

    it('shows only instagram posts under the instagram sort', async () => {
      const shown = ids((await get('/api/lists/instagram/1/')).body.posts);
      const flagged = await prisma().post.count({ where: { id: { in: shown }, instagram: true } });
      expect(flagged).toBe(shown.length);
    });

    it('keeps a session random order across pages: every post once, none skipped', async () => {
      const total = await listedCount();
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(total / PAGE_SIZE) + 1; page += 1) {
        seen.push(...ids((await get(`/api/lists/random/${page}/?seed=visitor-a`)).body.posts));
      }
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
      const again = ids((await get('/api/lists/random/2/?seed=visitor-a')).body.posts);
      expect(again).toEqual(seen.slice(PAGE_SIZE, PAGE_SIZE * 2));
      const other = ids((await get('/api/lists/random/1/?seed=visitor-b')).body.posts);
      expect(other).not.toEqual(seen.slice(0, PAGE_SIZE));
    });

    it('answers an unknown sort with 404 and a bad page or seed with 400 naming the field', async () => {
      expect(await get('/api/lists/cheapest-first/1/')).toMatchObject({
        status: 404,
        body: { meta: { status: 'error', error: 'There is no list sorted by "cheapest-first"' } },
      });
      for (const page of ['0', 'abc', '-1', '1.5', '10001']) {
        const response = await get(`/api/lists/new/${page}/`);
        expect(response.status).toBe(400);
        expect(response.body.errors[0].field).toBe('page');
      }
      const seed = await get('/api/lists/random/1/?seed=' + encodeURIComponent("x' OR 1=1"));
      expect(seed.status).toBe(400);
      expect(seed.body.meta.error).toMatch(/^seed /);
    });
  });

  describe('countries and affiliate links', () => {
    async function firstAmazon(url: string): Promise<URL> {
      const posts: PostDto[] = (await get(url)).body.posts;
      const post = posts.find((candidate) => candidate.link.includes('amazon.'));
      expect(post).toBeDefined();
      return new URL(post!.link);
    }

    it('gives US visitors amazon.com with the US tag and the sort code', async () => {
      const link = await firstAmazon('/api/lists/high/1/');
      expect(link.hostname).toBe('www.amazon.com');
      expect(link.searchParams.get('tag')).toBe('emberhold-20');
      expect(link.searchParams.get('ascsubtag')).toBe('emb-2');
    });

    it('localises links for UK and CA visitors with their fixed tags', async () => {
      const uk = await firstAmazon('/api/lists/new/1/?country=uk');
      expect([uk.hostname, uk.searchParams.get('tag')]).toEqual(['www.amazon.co.uk', 'emberhold-21']);
      const ca = await firstAmazon('/api/lists/new/1/?country=ca');
      expect([ca.hostname, ca.searchParams.get('tag')]).toEqual(['www.amazon.ca', 'emberhold0c-20']);
    });

    it('shows UK and CA visitors prices in pounds and Canadian dollars, and their own post addresses', async () => {
      const us: PostDto[] = (await get('/api/lists/high/1/')).body.posts;
      const uk: PostDto[] = (await get('/api/lists/high/1/?country=uk')).body.posts;
      const ca: PostDto[] = (await get('/api/lists/high/1/?country=ca')).body.posts;
      expect(ids(uk)).toEqual(ids(us));
      expect(us[0]).toMatchObject({ currency: 'USD', uri: `/${us[0]!.slug}/` });
      expect(uk[0]).toMatchObject({ currency: 'GBP', uri: `/uk/${us[0]!.slug}/` });
      expect(ca[0]).toMatchObject({ currency: 'CAD', uri: `/ca/${us[0]!.slug}/` });
      // Pounds are fewer than dollars and Canadian dollars more, for every priced post.
      us.forEach((post, i) => {
        expect(uk[i]!.price!).toBeLessThan(post.price!);
        expect(ca[i]!.price!).toBeGreaterThan(post.price!);
      });
    });

    it('reads the price bounds of a UK visitor in pounds', async () => {
      const { body } = await get('/api/gifts/all/low/1/?min=20&max=40&country=uk');
      expect(body.posts.length).toBeGreaterThan(0);
      for (const post of body.posts as PostDto[]) {
        expect(post.currency).toBe('GBP');
        expect(post.price).toBeGreaterThanOrEqual(20 - 0.01);
        expect(post.price).toBeLessThanOrEqual(40 + 0.01);
      }
      // Read as dollars the same bounds start lower, so a US visitor's cheapest match is another post.
      const usFirst = (await get('/api/gifts/all/low/1/?min=20&max=40')).body.posts[0] as PostDto;
      expect(usFirst.price).toBeGreaterThanOrEqual(20);
      expect(body.posts[0].id).not.toBe(usFirst.id);
    });

    it('carries the visitor subtag after the sort code', async () => {
      const link = await firstAmazon('/api/lists/random/1/?subtag=abc123');
      expect(link.searchParams.get('ascsubtag')).toBe('emb-4-abc123');
    });

    it('rejects an unknown country or a malformed subtag with 400', async () => {
      const country = await get('/api/lists/new/1/?country=fr');
      expect(country.status).toBe(400);
      expect(country.body.errors).toEqual([{ field: 'country', message: 'must be one of us, uk, ca' }]);
      const subtag = await get('/api/lists/new/1/?subtag=' + 'x'.repeat(65));
      expect(subtag.status).toBe(400);
      expect(subtag.body.errors[0].field).toBe('subtag');
    });
  });

  describe('gift guides', () => {
    it('lists every guided post under "all" with the top-level guides as children', async () => {
      const response = await get('/api/gifts/all/popular/1/');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ category: null, parent_list: null });
      expect(response.body.children.length).toBeGreaterThan(0);
      expect(response.body.children.every((child: { parent_slug: string | null }) => child.parent_slug === null)).toBe(true);
      expect(response.body.posts.length).toBeGreaterThan(0);
      // Each post names the sort and page it was read under, so the site can drop posts of a previous sort.
      expect(response.body.posts.every((post: PostDto) => post.sort === 'popular' && post.page === 1)).toBe(true);
    });

    it('includes the posts of nested guides and names the parent of a nested guide', async () => {
      const child = await prisma().category.findFirst({
        where: { parentSlug: { not: null }, posts: { some: {} } },
        include: { parent: true },
      });
      expect(child).not.toBeNull();
      const parentIds = new Set<number>();
      for (let page = 1; page <= 20; page += 1) {
        const { body } = await get(`/api/gifts/${child!.parentSlug}/new/${page}/`);
        if (body.posts.length === 0) break;
        for (const post of body.posts) parentIds.add(post.id);
      }
      const childPosts = await prisma().postCategory.findMany({
        where: { categoryId: child!.id, post: { status: 'published', type: 'post' } },
        select: { postId: true },
      });
      for (const { postId } of childPosts) expect(parentIds.has(postId)).toBe(true);

      const nested = await get(`/api/gifts/${child!.slug}/popular/1/`);
      expect(nested.body.category.slug).toBe(child!.slug);
      expect(nested.body.parent_list.slug).toBe(child!.parentSlug);
      const underParent = await get(`/api/gifts/${child!.slug}/popular/1/?parent_list=${child!.parentSlug}`);
      expect(underParent.body.category.slug).toBe(child!.slug);
      const wrongParent = await get(`/api/gifts/${child!.slug}/popular/1/?parent_list=no-such-parent`);
      expect(wrongParent.status).toBe(404);
      expect(wrongParent.body.meta.error).toBe(`There is no gift guide "no-such-parent/${child!.slug}"`);
      const unknown = await get('/api/gifts/not-a-guide/popular/1/');
      expect(unknown).toMatchObject({ status: 404, body: { meta: { status: 'error', error: 'There is no gift guide "not-a-guide"' } } });
      const unknownNested = await get(`/api/gifts/not-a-guide/popular/1/?parent_list=${child!.parentSlug}`);
      expect(unknownNested).toMatchObject({ status: 404, body: { meta: { status: 'error', error: `There is no gift guide "${child!.parentSlug}/not-a-guide"` } } });
      const parent = await get(`/api/gifts/${child!.parentSlug}/popular/1/`);
      expect(parent.body.parent_list).toBeNull();
      expect(parent.body.children.map((c: { slug: string }) => c.slug)).toContain(child!.slug);
    });

    it('keeps prices within min and max, bounds included', async () => {
      const { body } = await get('/api/gifts/all/low/1/?min=25&max=60');
      expect(body.posts.length).toBeGreaterThan(0);
      for (const post of body.posts) {
        expect(post.price).toBeGreaterThanOrEqual(25);
        expect(post.price).toBeLessThanOrEqual(60);
      }
      const exact = body.posts[0].price as number;
      const pinned = await get(`/api/gifts/all/low/1/?min=${exact}&max=${exact}`);
      expect(pinned.body.posts.every((post: PostDto) => post.price === exact)).toBe(true);
    });

    it('rejects bad price bounds with 400 naming the field', async () => {
      const min = await get('/api/gifts/all/popular/1/?min=cheap');
      expect(min.status).toBe(400);
      expect(min.body.errors[0].field).toBe('min');
      const max = await get('/api/gifts/all/popular/1/?max=-5');
      expect(max.status).toBe(400);
      expect(max.body.errors[0]).toEqual({ field: 'max', message: 'max must be 0 or more' });
      const swapped = await get('/api/gifts/all/popular/1/?min=100&max=20');
      expect(swapped.status).toBe(400);
      expect(swapped.body.errors[0].field).toBe('min');
    });

    it('answers an unknown guide with 404', async () => {
      const response = await get('/api/gifts/no-such-guide/popular/1/');
      expect(response.status).toBe(404);
      expect(response.body.meta).toEqual({ status: 'error', error: 'There is no gift guide "no-such-guide"' });
    });
  });

  describe('posts and related items', () => {
    it('serves a post localised for the country, with at most size images', async () => {
      const row = await prisma().post.findFirst({
        where: { status: 'published', link: { contains: 'amazon.com' }, images: { some: {} } },
        include: { images: true },
      });
      const { status, body } = await get(`/api/posts/${row!.slug}/?country=ca&size=1`);
      expect(status).toBe(200);
      expect(body.post.slug).toBe(row!.slug);
      expect(new URL(body.post.link).hostname).toBe('www.amazon.ca');
      expect(body.post.images).toHaveLength(1);
      expect((await get(`/api/posts/${row!.slug}/?size=0`)).status).toBe(400);
      expect(await get('/api/posts/no-such-gift/')).toMatchObject({ status: 404, body: { meta: { status: 'error', error: 'Post not found' } } });
    });

    it('flags subtagged links and, for UK and CA visitors, localized posts, and serves the alternative link', async () => {
      const post = await prisma().post.findFirst({ where: { status: 'published', type: 'post', link: { contains: 'amazon.com' } }, orderBy: { id: 'asc' } });
      const before = post!.uglyLink;
      try {
        await prisma().post.update({ where: { id: post!.id }, data: { uglyLink: 'https://www.amazon.com/Long-Name/dp/B000UGLY01?ref=x' } });
        const us = (await get(`/api/posts/${post!.slug}`)).body.post as PostDto;
        const uk = (await get(`/api/posts/${post!.slug}?country=uk`)).body.post as PostDto;
        expect([us.subtagged, us.localized, uk.subtagged, uk.localized]).toEqual([true, false, true, true]);
        const ugly = new URL(uk.ugly_link!);
        expect([ugly.hostname, ugly.pathname, ugly.searchParams.get('tag')]).toEqual(['www.amazon.co.uk', '/Long-Name/dp/B000UGLY01', 'emberhold-21']);
        expect(us.fuzzy_match).toBe(false);
      } finally {
        await prisma().post.update({ where: { id: post!.id }, data: { uglyLink: before } });
      }
      const other = await prisma().post.findFirst({ where: { status: 'published', type: 'post', NOT: { link: { contains: 'amazon.' } } } });
      if (other) {
        const view = (await get(`/api/posts/${other.slug}`)).body.post as PostDto;
        expect([view.subtagged, view.ugly_link]).toEqual([false, other.uglyLink]);
      }
    });

    it('names the gift guides of each post in their order', async () => {
      const links = await prisma().postCategory.findMany({
        where: { post: { status: 'published', type: 'post' } },
        orderBy: [{ postId: 'asc' }, { position: 'asc' }],
        include: { post: { select: { slug: true } }, category: { select: { slug: true, name: true, parentSlug: true } } },
        take: 40,
      });
      const slug = links.find((link, i) => links[i + 1]?.postId === link.postId)!.post.slug;
      const guides = links.filter((link) => link.post.slug === slug).map(({ category }) => category);
      expect(guides.length).toBeGreaterThan(1);
      const parents = await prisma().category.findMany({ where: { slug: { in: guides.flatMap((g) => (g.parentSlug ? [g.parentSlug] : [])) } } });
      const parentOf = (parentSlug: string | null) => {
        const parent = parents.find((p) => p.slug === parentSlug);
        return parent ? { slug: parent.slug, name: parent.name } : null;
      };
      const { body } = await get(`/api/posts/${slug}/`);
      expect(body.post.categories).toEqual(guides.map(({ slug: guide, name, parentSlug }) => ({ slug: guide, name, parent: parentOf(parentSlug) })));
    });

    it('names the parent of a nested gift guide a post is in, so the post page can lead back through both', async () => {
      const link = await prisma().postCategory.findFirst({
        where: { post: { status: 'published', type: 'post' }, category: { parentSlug: { not: null } } },
        include: { post: { select: { slug: true } }, category: true },
      });
      const parent = await prisma().category.findUnique({ where: { slug: link!.category.parentSlug! } });
      const { body } = await get(`/api/posts/${link!.post.slug}/`);
      expect(body.post.categories).toContainEqual({ slug: link!.category.slug, name: link!.category.name, parent: { slug: parent!.slug, name: parent!.name } });
    });

    it('lists posts sharing a guide, never the post itself, with the related sort code', async () => {
      const link = await prisma().postCategory.findFirst({ where: { post: { status: 'published' } } });
      const { status, body } = await get(`/api/related/${link!.postId}/1/?items=100`);
      expect(status).toBe(200);
      expect(body.posts.length).toBeGreaterThan(0);
      expect(body.posts.length).toBeLessThanOrEqual(100);
      expect(ids(body.posts)).not.toContain(link!.postId);
      const shared = await prisma().postCategory.count({
        where: { postId: { in: ids(body.posts) }, category: { posts: { some: { postId: link!.postId } } } },
      });
      expect(shared).toBeGreaterThanOrEqual(body.posts.length);
      const amazon = body.posts.find((post: PostDto) => post.link.includes('amazon.'));
      if (amazon) expect(new URL(amazon.link).searchParams.get('ascsubtag')).toBe('emb-10');
      expect(body.posts.every((post: PostDto) => post.sort === 'related' && post.page === 1)).toBe(true);
      expect((await get(`/api/related/${link!.postId}/1/?items=2`)).body.posts).toHaveLength(2);
    });

    it('rejects too many related items and answers unknown posts with 404', async () => {
      const tooMany = await get('/api/related/1/1/?items=101');
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.errors[0].field).toBe('items');
      expect((await get('/api/related/999999/1/')).status).toBe(404);
      expect((await get('/api/related/abc/1/')).status).toBe(404);
    });
  });

  describe('search', () => {
    async function aTitleWord(): Promise<{ id: number; word: string }> {
      const post = await prisma().post.findFirst({ where: { status: 'published', type: 'post' }, orderBy: { id: 'asc' } });
      const word = post!.title.split(/\s+/).find((part) => /^[A-Za-z]{7,}$/.test(part))!;
      return { id: post!.id, word };
    }

    it('finds a post by a word of its title, ranked', async () => {
      const { id, word } = await aTitleWord();
      const { status, body } = await get(`/api/search/${encodeURIComponent(word)}/1`);
      expect(status).toBe(200);
      expect(ids(body.posts)).toContain(id);
      expect(body.posts.every((post: PostDto) => post.fuzzy_match === false && post.page === 1 && !('sort' in post))).toBe(true);
    });

    it('lists posts with the words in their title first, then those with them only in the description, most popular first in each', async () => {
      const picked = await prisma().post.findMany({
        where: { status: 'published', type: 'post' },
        orderBy: { id: 'asc' },
        skip: 5,
        take: 3,
      });
      const [quietTitle, popularTitle, popularDescription] = picked;
      const set = (post: (typeof picked)[number], data: { title?: string; content?: string; clicksScoreAmazonAvailable: number }) =>
        prisma().post.update({ where: { id: post.id }, data });
      try {
        await set(quietTitle!, { title: `Zephyrquill ${quietTitle!.title}`, clicksScoreAmazonAvailable: 0.001 });
        await set(popularTitle!, { title: `${popularTitle!.title} with Zephyrquill`, clicksScoreAmazonAvailable: 0.5 });
        await set(popularDescription!, { content: `${popularDescription!.content} Made by Zephyrquill.`, clicksScoreAmazonAvailable: 0.9 });

        const { body } = await get('/api/search/zephyrquill/1');
        expect(ids(body.posts)).toEqual([popularTitle!.id, quietTitle!.id, popularDescription!.id]);
      } finally {
        for (const post of picked) {
          await set(post, { title: post.title, content: post.content, clicksScoreAmazonAvailable: post.clicksScoreAmazonAvailable });
        }
      }
    });

    it('still finds a product name with a letter wrong', async () => {
      const { word } = await aTitleWord();
      const misspelt = word.slice(0, 3) + (word[3] === 'x' ? 'z' : 'x') + word.slice(4);
      const { body } = await get(`/api/search/${encodeURIComponent(misspelt)}/1`);
      expect(body.posts.length).toBeGreaterThan(0);
      expect(body.posts.some((post: PostDto) => post.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
      // Found through typo tolerance, and said so on every hit.
      expect(body.posts.every((post: PostDto) => post.fuzzy_match === true && post.page === 1)).toBe(true);
    });

    it('treats SQL in the term as text and says when nothing is found', async () => {
      const { status, body } = await get(`/api/search/${encodeURIComponent("qqzzv'; DROP TABLE posts; --")}/1`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ meta: { status: 'success', count: 0, message: 'No results found. :(' }, posts: [] });
      expect(await listedCount()).toBeGreaterThan(0);
    });

    it('returns a few results for a quick lookup and localises them', async () => {
      const { word } = await aTitleWord();
      const { body } = await get(`/api/search/${encodeURIComponent(word)}/1?lookup=1&country=uk`);
      expect(body.posts.length).toBeLessThanOrEqual(8);
      for (const post of body.posts as PostDto[]) expect(post.link).not.toContain('amazon.com/');
      expect((await get('/api/search/x/0')).status).toBe(400);
    });
  });

  describe('content, banners and ads', () => {
    it('lists published blog posts newest first and serves one with its gift posts', async () => {
      const list = await get('/api/blog/');
      expect(list.status).toBe(200);
      expect(list.body.posts.length).toBeGreaterThan(0);
      const dates = list.body.posts.map((post: { published_at: string }) => post.published_at);
      expect(dates).toEqual([...dates].sort().reverse());
      const one = await get(`/api/blog/${list.body.posts[0].slug}`);
      expect(one.status).toBe(200);
      expect(one.body.post).toMatchObject({ slug: list.body.posts[0].slug, posts: expect.any(Array) });
      expect((await get('/api/blog/no-such-entry')).status).toBe(404);
    });

    it('pages giveaways five at a time and answers past the last page with 404', async () => {
      const total = await prisma().giveaway.count({ where: { startsAt: { lte: new Date() } } });
      const first = await get('/api/giveaways/1');
      expect(first.status).toBe(200);
      expect(first.body.giveaways).toHaveLength(Math.min(5, total));
      const past = await get(`/api/giveaways/${Math.floor(total / 5) + 2}`);
      expect(past).toMatchObject({ status: 404, body: { meta: { error: 'There are no more' } } });
      const one = await get(`/api/giveaway/${first.body.giveaways[0].slug}`);
      expect(one.body.giveaway.slug).toBe(first.body.giveaways[0].slug);
      expect(await get('/api/giveaway/no-such-giveaway')).toMatchObject({
        status: 404,
        body: { meta: { status: 'error', error: 'Giveaway could not be found.' } },
      });
    });

    it('lists open giveaways first, soonest ending first, then the ended ones, most recently ended first', async () => {
      const hour = 3_600_000;
      const at = (offset: number) => new Date(Date.now() + offset);
      const made = [
        { slug: 'order-ended-long-ago', endsAt: at(-200 * 24 * hour) },
        { slug: 'order-open-later', endsAt: at(30 * 24 * hour) },
        { slug: 'order-ended-yesterday', endsAt: at(-20 * hour) },
        { slug: 'order-open-soon', endsAt: at(2 * hour) },
        { slug: 'order-not-started', endsAt: at(60 * 24 * hour), startsAt: at(24 * hour) },
      ];
      for (const { slug, endsAt, startsAt } of made) {
        await prisma().giveaway.create({ data: { slug, title: slug, endsAt, startsAt: startsAt ?? at(-300 * 24 * hour) } });
      }
      const all: Array<{ slug: string; ends_at: string }> = [];
      for (let page = 1; ; page++) {
        const answer = await get(`/api/giveaways/${page}`);
        if (answer.status === 404) break;
        all.push(...answer.body.giveaways);
        if (answer.body.giveaways.length < 5) break;
      }
      const now = Date.now();
      const open = all.filter((g) => Date.parse(g.ends_at) > now);
      const ended = all.filter((g) => Date.parse(g.ends_at) <= now);
      // Every open one comes before every ended one; each group in its own order; none is left out or shown twice.
      expect(all.map((g) => g.slug)).toEqual([...open, ...ended].map((g) => g.slug));
      expect(open.map((g) => g.ends_at)).toEqual(open.map((g) => g.ends_at).sort());
      expect(ended.map((g) => g.ends_at)).toEqual(ended.map((g) => g.ends_at).sort().reverse());
      expect(all).toHaveLength(await prisma().giveaway.count({ where: { startsAt: { lte: new Date() } } }));
      expect(new Set(all.map((g) => g.slug)).size).toBe(all.length);
      const mine = all.map((g) => g.slug).filter((slug) => slug.startsWith('order-'));
      expect(mine).toEqual(['order-open-soon', 'order-open-later', 'order-ended-yesterday', 'order-ended-long-ago']);
      await prisma().giveaway.deleteMany({ where: { slug: { startsWith: 'order-' } } });
    });

    it('serves the banner with its regional links and the bottom banner under data.banner', async () => {
      const banner = await get('/api/banner/');
      expect(banner.status).toBe(200);
      expect(banner.body.link).toEqual(expect.any(String));
      expect(banner.body.uk_link).toContain('amazon.co.uk');
      expect(banner.body.ca_link).toContain('amazon.ca');
      const bottom = await get('/api/bottom-banner/');
      expect(bottom.body.data.banner).toMatchObject({ id: expect.any(Number), link: expect.any(String) });
    });

    it('serves native ads as ad items and the active features', async () => {
      const ads = await get('/api/user/native_ad/');
      expect(ads.status).toBe(200);
      for (const ad of ads.body.ads) expect(ad).toMatchObject({ type: 'ad', ad_id: ad.id, saved: false, offer: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/) });
      const featured = await get('/api/lists/featured');
      expect(featured.status).toBe(200);
      expect(featured.body.featured).toEqual(expect.any(Array));
      expect(featured.body.meta.count).toBe(featured.body.featured.length);
    });
  });
});
