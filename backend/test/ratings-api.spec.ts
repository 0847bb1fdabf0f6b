import { randomBytes } from 'node:crypto';
import { eventually } from '@emberhold/infra';
import { apiForThisFile, outboxFactsOf, type ApiUnderTest, type ApiUser, type InjectedResponse as Response } from './api-under-test.test-support';
import { DESKTOP_CHROME as CHROME, IPHONE, LOGIN_REQUIRED, PIPELINE_SETTLES } from './test-constants.test-support';


type Rater = ApiUser;

type Kind = 'post' | 'gift_guide' | 'blog_post';

/**
 * The ratings calls of spec section 7 on the real services: logged-in users only (the spec's 401 otherwise, CSRF on
 * every write), 0..5 whole stars, published targets only, the rating and the target's aggregate committed together
 * and in turn under concurrent raters, the lookups giving each user their own ratings alone, and `rating.set` facts
 * through the outbox to ClickHouse.
 */
describe('ratings: posts, gift guides and blog posts', () => {
  const product = apiForThisFile({ posts: 60 });
  let postIds: number[];
  let guides: Array<{ id: number; slug: string }>;
  let blogPosts: Array<{ id: number; slug: string }>;

  beforeAll(async () => {
    postIds = (await prisma().post.findMany({ where: { status: 'published' }, orderBy: { id: 'asc' }, select: { id: true } })).map((post) => post.id);
    guides = await prisma().category.findMany({ where: { parentSlug: null }, orderBy: { id: 'asc' }, select: { id: true, slug: true } });
    blogPosts = await prisma().blogPost.findMany({ where: { status: 'published' }, orderBy: { id: 'asc' }, select: { id: true, slug: true } });
  });

  const prisma = () => product.infrastructure.prisma;
  const inject = (options: Parameters<ApiUnderTest['app']['inject']>[0]) => product.app.inject(options);
  const settle = <T>(check: () => Promise<T>) => eventually(check, PIPELINE_SETTLES);

  const register = () => product.register('rater');

  const rateCall = { post: '/api/user/rating', gift_guide: '/api/user/rating-gifts', blog_post: '/api/user/rating-blog' } as const;
  const rateBody = (kind: Kind, id: number, rating: unknown) => (kind === 'post' ? { post_id: id, rating } : { id, rating });
  async function rate(rater: Rater, kind: Kind, id: number, rating: number): Promise<Response> {
    const response = await rater.post(rateCall[kind], rateBody(kind, id, rating));
    expect([response.statusCode, response.json().meta]).toEqual([200, { status: 'success' }]);
    return response;
  }

  /** The stored aggregate of a target. */
  async function aggregateOf(kind: Kind, id: number): Promise<{ rating: number; rating_count: number }> {
    const select = { rating: true, ratingCount: true } as const;
    const row =
      kind === 'post'
        ? await prisma().post.findUniqueOrThrow({ where: { id }, select })
        : kind === 'gift_guide'
          ? await prisma().category.findUniqueOrThrow({ where: { id }, select })
          : await prisma().blogPost.findUniqueOrThrow({ where: { id }, select });
    return { rating: row.rating, rating_count: row.ratingCount };
  }

  /** Starts a target's figure from a known value. */
  async function setAggregate(kind: Kind, id: number, rating: number, ratingCount: number): Promise<void> {
    const data = { rating, ratingCount };
    if (kind === 'post') await prisma().post.update({ where: { id }, data });
    else if (kind === 'gift_guide') await prisma().category.update({ where: { id }, data });
    else await prisma().blogPost.update({ where: { id }, data });
  }

  async function storedRatings(userId: number) {
    return prisma().rating.findMany({ where: { userId }, orderBy: { id: 'asc' }, select: { postId: true, categoryId: true, blogPostId: true, value: true } });
  }

  const factsOf = (userId: number) => outboxFactsOf(product, userId);

  describe('who may call', () => {
    it('asks a visitor to register or log in on every ratings call, before looking at the body', async () => {
      const before = await prisma().rating.count();
      const calls = ['/api/user/rating', '/api/user/rating-gifts', '/api/user/rating-blog', '/api/user/ratings', '/api/user/ratings-gifts', '/api/user/ratings-blog'];
      for (const url of calls) {
        for (const payload of [{ post_id: postIds[0], id: guides[0]!.id, rating: 4 }, { rating: 'lots' }]) {
          const response = await inject({ method: 'POST', url, payload, headers: { 'user-agent': CHROME } });
          expect([url, response.statusCode, response.json().meta]).toEqual([url, 401, { status: 'error', error: LOGIN_REQUIRED }]);
        }
      }
      expect(await prisma().rating.count()).toBe(before);
    });

    it("refuses a logged-in user's rating without the session's CSRF token and changes nothing", async () => {
      const rater = await register();
      const postId = postIds[1]!;
      const before = await aggregateOf('post', postId);
      for (const headers of [{ 'x-csrf-token': 'not-the-token' }, { 'x-csrf-token': '' }]) {
        const response = await rater.post('/api/user/rating', { post_id: postId, rating: 5 }, headers);
        expect([response.statusCode, response.json().code]).toEqual([403, 'CSRF_TOKEN_INVALID']);
      }
      const guide = await rater.post('/api/user/rating-gifts', { id: guides[0]!.id, rating: 5 }, { 'x-csrf-token': 'not-the-token' });
      expect(guide.statusCode).toBe(403);
      expect(await storedRatings(rater.userId)).toEqual([]);
      expect(await aggregateOf('post', postId)).toEqual(before);
    });
  });

  describe('what a rating must be', () => {
    it('names the field of every bad rating body in a 400, and stores nothing', async () => {
      const rater = await register();
      const post = postIds[2]!;
      const guide = guides[0]!.id;
      const blog = blogPosts[0]!.id;
      const rating = 'rating must be a whole number from 0 to 5';
      const cases: Array<[string, object, string, string]> = [
        ['/api/user/rating', { post_id: post }, 'rating', rating],
        ['/api/user/rating', { post_id: post, rating: 6 }, 'rating', rating],
        ['/api/user/rating', { post_id: post, rating: -1 }, 'rating', rating],
        ['/api/user/rating', { post_id: post, rating: 3.5 }, 'rating', rating],
        ['/api/user/rating', { post_id: post, rating: '4 stars' }, 'rating', rating],
        ['/api/user/rating', { post_id: post, rating: true }, 'rating', rating],
        ['/api/user/rating', { post_id: post, rating: null }, 'rating', rating],
        ['/api/user/rating', { rating: 3 }, 'post_id', 'post_id must be a positive whole number'],
        ['/api/user/rating', { post_id: 0, rating: 3 }, 'post_id', 'post_id must be a positive whole number'],
        ['/api/user/rating', { post_id: 'abc', rating: 3 }, 'post_id', 'post_id must be a positive whole number'],
        ['/api/user/rating-gifts', { id: guide, rating: 10 }, 'rating', rating],
        ['/api/user/rating-gifts', { cat_id: guide, rating: 4 }, 'id', 'id must be a positive whole number'],
        ['/api/user/rating-blog', { id: blog }, 'rating', rating],
        ['/api/user/rating-blog', { id: -2, rating: 4 }, 'id', 'id must be a positive whole number'],
        ['/api/user/ratings', {}, 'post_ids', 'post_ids must be a list of ids'],
        ['/api/user/ratings', { post_ids: 'all' }, 'post_ids', 'post_ids must be a list of ids'],
        ['/api/user/ratings', { post_ids: [post, 0] }, 'post_ids.1', 'post_ids must be a positive whole number'],
        ['/api/user/ratings', { post_ids: Array.from({ length: 201 }, (_, i) => i + 1) }, 'post_ids', 'post_ids can name at most 200 ids'],
        ['/api/user/ratings-gifts', {}, 'cat_id', 'cat_id must be a positive whole number'],
        ['/api/user/ratings-gifts', { cat_id: 'guide' }, 'cat_id', 'cat_id must be a positive whole number'],
        ['/api/user/ratings-blog', { blog_id: 1.5 }, 'blog_id', 'blog_id must be a positive whole number'],
      ];
      for (const [url, body, field, message] of cases) {
        const response = await rater.post(url, body);
        expect([url, body, response.statusCode, response.json().meta, response.json().errors[0].field]).toEqual([
          url,
          body,
          400,
          { status: 'error', error: message },
          field,
        ]);
      }
      expect(await storedRatings(rater.userId)).toEqual([]);
    });

    it('takes 0 to 5 stars, as numbers or digit strings (a form-encoded body)', async () => {
      const rater = await register();
      const form = await rater.post('/api/user/rating', new URLSearchParams({ post_id: String(postIds[3]), rating: '0' }).toString(), {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect([form.statusCode, form.json().rating]).toEqual([200, 0]);
      expect((await rate(rater, 'post', postIds[4]!, 5)).json().rating).toBe(5);
      expect((await storedRatings(rater.userId)).map((r) => r.value)).toEqual([0, 5]);
    });

    it('refuses an unknown or unpublished target with a 404 and stores nothing', async () => {
      const rater = await register();
      const draft = await prisma().post.create({ data: { slug: `draft-${randomBytes(4).toString('hex')}`, title: 'Unfinished wyrm lamp', link: 'https://maker.example/lamp' } });
      const draftBlog = await prisma().blogPost.create({ data: { slug: `draft-blog-${randomBytes(4).toString('hex')}`, title: 'Coming soon' } });
      const cases: Array<[string, object, string]> = [
        ['/api/user/rating', { post_id: 99_999_999, rating: 4 }, 'Post not found'],
        ['/api/user/rating', { post_id: draft.id, rating: 4 }, 'Post not found'],
        ['/api/user/rating-gifts', { id: 99_999_999, rating: 4 }, 'Gift guide not found'],
        ['/api/user/rating-blog', { id: 99_999_999, rating: 4 }, 'Blog post not found'],
        ['/api/user/rating-blog', { id: draftBlog.id, rating: 4 }, 'Blog post not found'],
      ];
      for (const [url, body, message] of cases) {
        const response = await rater.post(url, body);
        expect([url, response.statusCode, response.json().meta]).toEqual([url, 404, { status: 'error', error: message }]);
      }
      expect(await storedRatings(rater.userId)).toEqual([]);
      expect(await aggregateOf('post', draft.id)).toEqual({ rating: 0, rating_count: 0 });
      expect(await factsOf(rater.userId)).toEqual([]);
    });
  });

  describe('the aggregate', () => {
    it.each<[Kind]>([['post'], ['gift_guide'], ['blog_post']])(
      'averages several users on a %s, swaps a changed rating, and answers the new figure',
      async (kind) => {
        const id = kind === 'post' ? postIds[10]! : kind === 'gift_guide' ? guides[1]!.id : blogPosts[1]!.id;
        await setAggregate(kind, id, 0, 0);
        const [a, b, c] = [await register(), await register(), await register()];

        const first = await rate(a, kind, id, 5);
        expect(first.json()).toEqual({
          meta: { status: 'success' },
          ...(kind === 'post' ? { post_id: id } : { id }),
          rating: 5,
          aggregate: { rating: 5, rating_count: 1 },
        });
        await rate(b, kind, id, 4);
        const third = await rate(c, kind, id, 3);
        expect(third.json().aggregate).toEqual({ rating: 4, rating_count: 3 });
        expect(await aggregateOf(kind, id)).toEqual({ rating: 4, rating_count: 3 });

        // b changes their mind: still three ratings, 5 + 1 + 3.
        const changed = await rate(b, kind, id, 1);
        expect(changed.json().rating).toBe(1);
        expect(changed.json().aggregate.rating_count).toBe(3);
        expect(changed.json().aggregate.rating).toBeCloseTo(3, 10);
        expect((await aggregateOf(kind, id)).rating).toBeCloseTo(3, 10);
        // The same stars again change nothing and record nothing new.
        const again = await rate(b, kind, id, 1);
        expect(again.json().aggregate).toEqual(changed.json().aggregate);

        const column = kind === 'post' ? 'postId' : kind === 'gift_guide' ? 'categoryId' : 'blogPostId';
        expect(await prisma().rating.count({ where: { [column]: id, userId: { in: [a.userId, b.userId, c.userId] } } })).toBe(3);
        const target = kind === 'post' ? { post_id: id } : kind === 'gift_guide' ? { category_id: id } : { blog_post_id: id };
        expect(await factsOf(b.userId)).toEqual([
          ['rating.set', { target: kind, ...target, rating: 4, previous_rating: null }],
          ['rating.set', { target: kind, ...target, rating: 1, previous_rating: 4 }],
        ]);
      },
    );

    it('adds new ratings to the figure a post came with from elsewhere', async () => {
      const postId = postIds[11]!;
      await setAggregate('post', postId, 4.2, 150);
      const rater = await register();
      const answered = (await rate(rater, 'post', postId, 1)).json().aggregate;
      expect(answered.rating_count).toBe(151);
      expect(answered.rating).toBeCloseTo((4.2 * 150 + 1) / 151, 10);
      const changed = (await rate(rater, 'post', postId, 5)).json().aggregate;
      expect(changed.rating_count).toBe(151);
      expect(changed.rating).toBeCloseTo((4.2 * 150 + 5) / 151, 10);
    });

    it('counts every one of several users rating one post at the same moment, each once', async () => {
      const postId = postIds[12]!;
      await setAggregate('post', postId, 0, 0);
      const raters = await Promise.all(Array.from({ length: 8 }, () => register()));
      const stars = [5, 4, 3, 5, 2, 1, 4, 0];
      const answers = await Promise.all(raters.map((rater, i) => rater.post('/api/user/rating', { post_id: postId, rating: stars[i] })));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
      const stored = await aggregateOf('post', postId);
      expect(stored.rating_count).toBe(8);
      expect(stored.rating).toBeCloseTo(24 / 8, 10);
      // Each answer is the figure just after that rating: counts 1..8, each once.
      expect(answers.map((answer) => answer.json().aggregate.rating_count).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

      // Everyone changes their rating at once, and two newcomers join.
      const newcomers = await Promise.all([register(), register()]);
      const changes = await Promise.all([
        ...raters.map((rater) => rater.post('/api/user/rating', { post_id: postId, rating: 5 })),
        ...newcomers.map((rater) => rater.post('/api/user/rating', { post_id: postId, rating: 5 })),
      ]);
      expect(changes.every((answer) => answer.statusCode === 200)).toBe(true);
      expect(await aggregateOf('post', postId)).toEqual({ rating: 5, rating_count: 10 });
    });

    it("keeps one rating when a user's two clicks race, and the figure matches the one that stayed", async () => {
      const postId = postIds[13]!;
      await setAggregate('post', postId, 2, 4);
      const rater = await register();
      const answers = await Promise.all([rate(rater, 'post', postId, 5), rate(rater, 'post', postId, 1)]);
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      const [kept] = await storedRatings(rater.userId);
      expect(await prisma().rating.count({ where: { userId: rater.userId } })).toBe(1);
      const stored = await aggregateOf('post', postId);
      expect(stored.rating_count).toBe(5);
      expect(stored.rating).toBeCloseTo((2 * 4 + kept!.value) / 5, 10);
    });
  });

  describe('the lookups', () => {
    it("gives each user their own post ratings alone, rated posts only, in the order asked", async () => {
      const [a, b] = [await register(), await register()];
      const [p1, p2, p3, p4] = [postIds[20]!, postIds[21]!, postIds[22]!, postIds[23]!];
      await rate(a, 'post', p1, 4);
      await rate(a, 'post', p2, 2);
      await rate(b, 'post', p2, 5);
      await rate(b, 'post', p3, 1);

      const lookup = await a.post('/api/user/ratings', { post_ids: [p4, p2, p3, p1, p2] });
      expect(lookup.statusCode).toBe(200);
      expect(lookup.headers['cache-control']).toBe('no-store');
      expect(lookup.json()).toEqual({
        meta: { status: 'success', count: 2 },
        posts: [
          { post_id: p2, rating: 2 },
          { post_id: p1, rating: 4 },
        ],
      });
      expect((await b.post('/api/user/ratings', { post_ids: [p1, p2, p3] })).json().posts).toEqual([
        { post_id: p2, rating: 5 },
        { post_id: p3, rating: 1 },
      ]);
      expect((await (await register()).post('/api/user/ratings', { post_ids: [p1, p2, p3] })).json()).toEqual({ meta: { status: 'success', count: 0 }, posts: [] });
      expect((await a.post('/api/user/ratings', { post_ids: [] })).json().posts).toEqual([]);
    });

    it("gives a user's own gift guide and blog post rating as posts[0].rating, and none before they rate", async () => {
      const [a, b] = [await register(), await register()];
      const guide = guides[2]!.id;
      const blog = blogPosts[2]!.id;
      const guideLookup = (rater: Rater) => rater.post('/api/user/ratings-gifts', { cat_id: guide });
      const blogLookup = (rater: Rater) => rater.post('/api/user/ratings-blog', { blog_id: blog });
      expect((await guideLookup(a)).json()).toEqual({ meta: { status: 'success', count: 0 }, posts: [] });
      expect((await blogLookup(a)).json()).toEqual({ meta: { status: 'success', count: 0 }, posts: [] });

      await rate(a, 'gift_guide', guide, 3);
      await rate(a, 'blog_post', blog, 5);
      await rate(b, 'gift_guide', guide, 1);
      const guideAnswer = await guideLookup(a);
      expect(guideAnswer.headers['cache-control']).toBe('no-store');
      expect(guideAnswer.json()).toEqual({ meta: { status: 'success', count: 1 }, posts: [{ rating: 3 }] });
      expect((await blogLookup(a)).json().posts).toEqual([{ rating: 5 }]);
      expect((await guideLookup(b)).json().posts).toEqual([{ rating: 1 }]);
      expect((await blogLookup(b)).json().posts).toEqual([]);
      // A post's rating is not a guide's, whatever their ids: kinds never mix.
      await b.post('/api/user/rating', { post_id: guide, rating: 4 });
      expect((await b.post('/api/user/ratings-gifts', { cat_id: guide })).json().posts).toEqual([{ rating: 1 }]);
      expect((await a.post('/api/user/ratings-gifts', { cat_id: 99_999_999 })).json().posts).toEqual([]);
    });
  });

  describe('the public figures', () => {
    it('shows the new figure on the post, gift guide and blog post reads within the catalogue cache time', async () => {
      const rater = await register();
      const post = await prisma().post.findUniqueOrThrow({ where: { id: postIds[30]! }, select: { id: true, slug: true } });
      const guide = guides[3]!;
      const blog = blogPosts[3]!;
      await setAggregate('post', post.id, 0, 0);
      await setAggregate('gift_guide', guide.id, 0, 0);
      await setAggregate('blog_post', blog.id, 0, 0);
      const read = async (url: string) => {
        const response = await inject({ method: 'GET', url, headers: { 'user-agent': CHROME } });
        expect(response.statusCode).toBe(200);
        return response.json();
      };
      // Read (and so cached) before the ratings.
      expect((await read(`/api/posts/${post.slug}/`)).post.rating).toBe(0);
      expect((await read(`/api/gifts/${guide.slug}/popular/1/`)).category.rating).toBe(0);
      expect((await read(`/api/blog/${blog.slug}`)).post.rating).toBe(0);

      await rate(rater, 'post', post.id, 4);
      await rate(rater, 'gift_guide', guide.id, 3);
      await rate(rater, 'blog_post', blog.id, 5);
      // The catalogue cache (CATALOGUE_CACHE_MS, 5 s here, then one stale answer while it refreshes) is all that may
      // hold the old figure: well inside the guide tree's own 30 s, which a rating clears.
      await eventually(
        async () => {
          const [postRead, guideRead, blogRead] = await Promise.all([
            read(`/api/posts/${post.slug}/`),
            read(`/api/gifts/${guide.slug}/popular/1/`),
            read(`/api/blog/${blog.slug}`),
          ]);
          expect([postRead.post.rating, postRead.post.rating_count, guideRead.category.rating, blogRead.post.rating]).toEqual([4, 1, 3, 5]);
        },
        { timeoutMs: 15_000, intervalMs: 500 },
      );
    });
  });

  describe('the facts in ClickHouse', () => {
    it('carries a rating to ClickHouse as rating.set with the post, user and device', async () => {
      const rater = await register();
      const postId = postIds[40]!;
      // From an address DB-IP places in the United Kingdom (the country is the server's, common/geo).
      await product.inject({
        method: 'POST',
        url: '/api/user/rating',
        remoteAddress: '81.2.69.142',
        payload: { post_id: postId, rating: 2 },
        headers: { cookie: rater.cookie, 'x-csrf-token': rater.csrf, 'user-agent': IPHONE },
      });
      await rate(rater, 'post', postId, 4);
      await rate(rater, 'gift_guide', guides[4]!.id, 5);
      const rows = await settle(async () => {
        const rows = await product.infrastructure.analytics.query<{ type: string; post_id: number; device: string; country: string; payload: string }>(
          `SELECT type, post_id, device, country, payload FROM events FINAL WHERE user_id = {user:UInt64} AND type = 'rating.set' ORDER BY occurred_at`,
          { user: rater.userId },
        );
        expect(rows).toHaveLength(3);
        return rows;
      });
      expect(rows.map((row) => [Number(row.post_id), row.device, JSON.parse(row.payload)])).toEqual([
        [postId, 'mobile', { target: 'post', post_id: postId, rating: 2, previous_rating: null }],
        [postId, 'desktop', { target: 'post', post_id: postId, rating: 4, previous_rating: 2 }],
        [0, 'desktop', { target: 'gift_guide', category_id: guides[4]!.id, rating: 5, previous_rating: null }],
      ]);
      expect(rows[0]!.country).toBe('gb');
    });
  });
});
