import { randomBytes } from 'node:crypto';
import { eventually } from '@emberhold/infra';
import { apiForThisFile, outboxFactsOf, type ApiUnderTest, type ApiUser, type InjectedResponse as Response } from './api-under-test.test-support';
import { DESKTOP_CHROME as CHROME, IPHONE, LOGIN_REQUIRED, PIPELINE_SETTLES } from './test-constants.test-support';

const NAME_REQUIRED = 'Please enter a name for your board';

type Reader = ApiUser;

/**
 * The wishlist calls of spec section 7 end to end on the test run's Postgres, Redis and Kafka (the embedded mode
 * without them): login sessions from real registrations, ownership and privacy decided on the server, changes and
 * their facts committed together through the outbox, and the facts relayed and projected into ClickHouse in-process.
 */
describe('wishlists: boards, saved posts and sponsored items', () => {
  const product = apiForThisFile({ posts: 60 });
  /** Published posts, in id order. */
  let postIds: number[];

  beforeAll(async () => {
    postIds = (await product.infrastructure.prisma.post.findMany({ where: { status: 'published', type: 'post' }, orderBy: { id: 'asc' }, select: { id: true } })).map(
      (post) => post.id,
    );
  });

  const prisma = () => product.infrastructure.prisma;
  const inject = (options: Parameters<ApiUnderTest['app']['inject']>[0]) => product.app.inject(options);
  const settle = <T>(check: () => Promise<T>) => eventually(check, PIPELINE_SETTLES);

  const register = () => product.register('saver');

  async function newBoard(reader: Reader, name: string, isPrivate = false): Promise<number> {
    const response = await reader.post('/api/user/wishlist/save-new-board', { name, private: isPrivate });
    expect(response.statusCode).toBe(200);
    return response.json().wishlist.wishlist_id as number;
  }

  async function save(reader: Reader, boardId: number, postId: number, comment = ''): Promise<Response> {
    const response = await reader.post('/api/user/wishlist/add', { post_id: postId, wishlist_id: boardId, comment });
    expect(response.statusCode).toBe(200);
    return response;
  }

  const savedLookup = async (reader: Reader, ids: number[]) =>
    ((await reader.post('/api/user/wishlist', { post_ids: ids })).json().posts as Array<{ post_id: number }>).map((p) => p.post_id);

  const runningAd = (campaignId: number | null = null) =>
    prisma().nativeAd.create({ data: { campaignId, title: 'Ember Lantern', link: 'https://maker.example/lantern' } });
  const boardRow = (id: number) => prisma().wishlistBoard.findUnique({ where: { id }, select: { name: true, private: true, userId: true } });
  const itemsOf = async (boardId: number) =>
    (await prisma().wishlistItem.findMany({ where: { boardId }, orderBy: { postId: 'asc' }, select: { postId: true, comment: true } })).map((i) => [i.postId, i.comment]);
  const factsOf = (userId: number) => outboxFactsOf(product, userId);

  describe('who may call', () => {
    it('asks a visitor to register or log in on every change and both saved lookups, before looking at the body', async () => {
      const calls = [
        '/api/user/wishlist',
        '/api/user/ad_wishlist',
        '/api/user/wishlist/save-new-board',
        '/api/user/wishlist/edit-board',
        '/api/user/wishlist/save-existing-board',
        '/api/user/wishlist/delete-board',
        '/api/user/wishlist/add',
        '/api/user/wishlist/remove',
        '/api/user/wishlist/move-wishlist-item',
        '/api/user/native_ad/add',
        '/api/user/native_ad/remove',
      ];
      for (const url of calls) {
        const response = await inject({ method: 'POST', url, payload: { name: '' } });
        expect([url, response.statusCode, response.json().meta]).toEqual([url, 401, { status: 'error', error: LOGIN_REQUIRED }]);
      }
    });

    it("lets a visitor read a user's public boards by their address (a shared board link), never a private one", async () => {
      const owner = await register();
      const open = await newBoard(owner, 'Solstice list');
      const hidden = await newBoard(owner, 'Secret solstice', true);
      await save(owner, open, postIds[44]!, 'the big one');
      await save(owner, hidden, postIds[45]!);
      const visitor = (url: string) => inject({ method: 'GET', url: `${url}?now=${Date.now()}`, headers: { 'user-agent': CHROME } });

      const boards = await visitor(`/api/user/wishlist/${owner.userId}`);
      expect([boards.statusCode, boards.headers['cache-control']]).toEqual([200, 'no-store']);
      expect(boards.json().user).toMatchObject({ user_id: owner.userId, username: owner.username });
      expect(boards.json().wishlists.map((b: { wishlist_id: number; private: boolean }) => [b.wishlist_id, b.private])).toEqual([[open, false]]);

      const board = await visitor(`/api/user/wishlist/${owner.userId}/list/${open}/page/1/`);
      expect(board.statusCode).toBe(200);
      expect(board.json().meta).toEqual({ status: 'success', count: 1, wishlist_name: 'Solstice list' });
      // A visitor has saved nothing; the owner's comment is part of the shared board.
      expect(board.json().posts.map((p: { id: number; saved: boolean; comment: string }) => [p.id, p.saved, p.comment])).toEqual([[postIds[44], false, 'the big one']]);

      const all = (await visitor(`/api/user/wishlist/${owner.userId}/all/1/`)).json();
      expect([all.meta.count, all.posts.map((p: { id: number }) => p.id)]).toEqual([1, [postIds[44]]]);
      const recommended = (await visitor(`/api/user/wishlist/${owner.userId}/recommended/1/`)).json();
      expect(recommended.posts.map((p: { id: number }) => p.id)).not.toContain(postIds[44]);
      expect(recommended.posts.every((p: { saved: boolean }) => !p.saved)).toBe(true);
      expect((await visitor('/api/user/wishlist/99999999')).statusCode).toBe(404);
    });

    it("shows a visitor a private board as the same 404 as a missing one, even with the board's exact address", async () => {
      const owner = await register();
      const hidden = await newBoard(owner, 'For my eyes only', true);
      await save(owner, hidden, postIds[46]!, 'do not tell');
      const visitor = (url: string) => inject({ method: 'GET', url, headers: { 'user-agent': CHROME } });

      const hiddenPage = await visitor(`/api/user/wishlist/${owner.userId}/list/${hidden}/page/1/`);
      const missingPage = await visitor(`/api/user/wishlist/${owner.userId}/list/99999999/page/1/`);
      expect(hiddenPage.statusCode).toBe(404);
      const strip = (body: Record<string, unknown>) => ({ ...body, request_id: undefined });
      expect(strip(hiddenPage.json())).toEqual(strip(missingPage.json()));
      expect(hiddenPage.body).not.toContain('For my eyes only');
      expect((await visitor(`/api/user/wishlist/${owner.userId}`)).json().wishlists).toEqual([]);
      expect((await visitor(`/api/user/wishlist/${owner.userId}/all/1/`)).json().posts).toEqual([]);
      // A session cookie that is no longer valid reads as a visitor, not as the owner.
      const stale = await inject({ method: 'GET', url: `/api/user/wishlist/${owner.userId}/list/${hidden}/page/1/`, headers: { cookie: 'emberhold_session=not-a-session' } });
      expect(stale.statusCode).toBe(404);
      // The owner still sees it.
      expect((await owner.get(`/api/user/wishlist/${owner.userId}/list/${hidden}/page/1/`)).json().posts[0]).toMatchObject({ id: postIds[46], comment: 'do not tell' });
    });

    it("refuses a logged-in user's change without the session's CSRF token and changes nothing", async () => {
      const reader = await register();
      const board = await newBoard(reader, 'Hearthfire mugs');
      const response = await reader.post('/api/user/wishlist/add', { post_id: postIds[0], wishlist_id: board }, { 'x-csrf-token': 'not-the-token' });
      expect([response.statusCode, response.json().code]).toEqual([403, 'CSRF_TOKEN_INVALID']);
      expect(await itemsOf(board)).toEqual([]);
    });
  });

  describe('boards', () => {
    it('creates a board, public unless asked, and names what is wrong with a board form', async () => {
      const reader = await register();
      const created = await reader.post('/api/user/wishlist/save-new-board', { name: '  Gifts for the Ashen Court  ' });
      expect(created.statusCode).toBe(200);
      expect(created.json()).toEqual({
        meta: { status: 'success' },
        wishlist: { wishlist_id: expect.any(Number), user_id: reader.userId, name: 'Gifts for the Ashen Court', private: false, count: 0, images: [] },
      });
      const secret = await reader.post('/api/user/wishlist/save-new-board', { name: 'Surprise for Maren', private: true });
      expect(secret.json().wishlist.private).toBe(true);

      const cases: Array<[string, object, string, string]> = [
        ['/api/user/wishlist/save-new-board', {}, 'name', NAME_REQUIRED],
        ['/api/user/wishlist/save-new-board', { name: '' }, 'name', NAME_REQUIRED],
        ['/api/user/wishlist/save-new-board', { name: '   ' }, 'name', NAME_REQUIRED],
        ['/api/user/wishlist/save-new-board', { name: 'x'.repeat(81) }, 'name', 'Please keep the name of your board to 80 characters or fewer'],
        ['/api/user/wishlist/save-new-board', { name: 'Wyrm hoard', private: 'yes' }, 'private', 'private must be true or false'],
        ['/api/user/wishlist/edit-board', { name: '', wishlist_id: 1 }, 'name', NAME_REQUIRED],
        ['/api/user/wishlist/edit-board', { name: 'Renamed' }, 'wishlist_id', 'wishlist_id must be a positive whole number'],
        ['/api/user/wishlist/save-existing-board', { wishlist_id: 1 }, 'name', NAME_REQUIRED],
        ['/api/user/wishlist/delete-board', { wishlist_id: -3 }, 'wishlist_id', 'wishlist_id must be a positive whole number'],
        ['/api/user/wishlist/add', { post_id: 'abc', wishlist_id: 1 }, 'post_id', 'post_id must be a positive whole number'],
        ['/api/user/wishlist/add', { post_id: 1, wishlist_id: 1, comment: 'x'.repeat(501) }, 'comment', 'Please keep your comment to 500 characters or fewer'],
        ['/api/user/wishlist/add', { post_id: 1, wishlist_id: 1.5 }, 'wishlist_id', 'wishlist_id must be a positive whole number'],
        ['/api/user/wishlist/remove', { wishlist_id: 1 }, 'post_id', 'post_id must be a positive whole number'],
        ['/api/user/wishlist/move-wishlist-item', { target: 2, post_id: 3 }, 'source', 'source must be a positive whole number'],
        ['/api/user/wishlist/move-wishlist-item', { source: 1, post_id: 3 }, 'target', 'target must be a positive whole number'],
        ['/api/user/wishlist', { post_ids: 'all' }, 'post_ids', 'post_ids must be a list of ids'],
        ['/api/user/wishlist', { post_ids: Array.from({ length: 201 }, (_, i) => i + 1) }, 'post_ids', 'post_ids can name at most 200 ids'],
        ['/api/user/wishlist', { post_ids: [1, 0] }, 'post_ids.1', 'post_ids must be a positive whole number'],
        ['/api/user/ad_wishlist', {}, 'ad_ids', 'ad_ids must be a list of ids'],
        ['/api/user/native_ad/add', { wishlist_id: 1 }, 'ad_id', 'ad_id must be a positive whole number'],
        ['/api/user/native_ad/remove', { ad_id: 'seven' }, 'ad_id', 'ad_id must be a positive whole number'],
      ];
      const boardsBefore = await prisma().wishlistBoard.count({ where: { userId: reader.userId } });
      for (const [url, body, field, message] of cases) {
        const response = await reader.post(url, body);
        expect([url, field, response.statusCode, response.json().meta.error, response.json().errors[0].field]).toEqual([url, field, 400, message, field]);
      }
      expect(await prisma().wishlistBoard.count({ where: { userId: reader.userId } })).toBe(boardsBefore);
    });

    it('renames a board and sets its privacy through edit-board and its alias save-existing-board', async () => {
      const reader = await register();
      const board = await newBoard(reader, 'Dragon things');
      const renamed = await reader.post('/api/user/wishlist/edit-board', { name: 'Wyrm things', wishlist_id: board, private: true });
      expect(renamed.json()).toEqual({
        meta: { status: 'success' },
        wishlist: { wishlist_id: board, user_id: reader.userId, name: 'Wyrm things', private: true, count: 0, images: [] },
      });
      const alias = await reader.post('/api/user/wishlist/save-existing-board', { name: 'Wyrm hoard', wishlist_id: String(board) });
      expect(alias.statusCode).toBe(200);
      // Without `private` the privacy stays as it was.
      expect(await boardRow(board)).toEqual({ name: 'Wyrm hoard', private: true, userId: reader.userId });
      expect((await reader.post('/api/user/wishlist/edit-board', { name: 'Wyrm hoard', wishlist_id: board, private: false })).json().wishlist.private).toBe(false);
      expect((await reader.post('/api/user/wishlist/edit-board', { name: 'Ghost', wishlist_id: 99_999_999 })).statusCode).toBe(404);
    });

    it("lists a user's boards with their counts and latest four images, and their public profile", async () => {
      const reader = await register();
      const older = await newBoard(reader, 'Keep candles');
      const newer = await newBoard(reader, 'Ember lanterns', true);
      for (const postId of postIds.slice(0, 6)) await save(reader, newer, postId);
      await save(reader, older, postIds[10]!);

      const response = await reader.get(`/api/user/wishlist/${reader.userId}?now=${Date.now()}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json();
      expect(body.meta).toEqual({ status: 'success', count: 2 });
      expect(body.user).toEqual({ user_id: reader.userId, username: reader.username, profile_image: expect.stringMatching(/default/) });
      expect(body.wishlists.map((b: { wishlist_id: number; count: number; private: boolean }) => [b.wishlist_id, b.count, b.private])).toEqual([
        [newer, 6, true],
        [older, 1, false],
      ]);
      const latest = await prisma().post.findMany({ where: { id: { in: postIds.slice(2, 6) } }, include: { images: { orderBy: [{ position: 'asc' }, { id: 'asc' }] } } });
      const imageOf = new Map(latest.map((p) => [p.id, p.image ?? p.images[0]?.src]));
      expect(body.wishlists[0].images).toEqual([postIds[5], postIds[4], postIds[3], postIds[2]].map((id) => imageOf.get(id!)));

      expect((await reader.get('/api/user/wishlist/99999999')).statusCode).toBe(404);
      expect((await reader.get('/api/user/wishlist/abc')).json().errors[0].field).toBe('user_id');
    });

    it('deletes a board with every post on it, recording each removal', async () => {
      const reader = await register();
      const keep = await newBoard(reader, 'Keep');
      const doomed = await newBoard(reader, 'Doomed');
      await save(reader, doomed, postIds[0]!);
      await save(reader, doomed, postIds[1]!);
      await save(reader, keep, postIds[1]!);
      const deleted = await reader.post('/api/user/wishlist/delete-board', { wishlist_id: doomed });
      expect(deleted.json()).toEqual({ meta: { status: 'success' }, wishlist_id: doomed, removed: 2 });
      expect(await boardRow(doomed)).toBeNull();
      expect(await itemsOf(doomed)).toEqual([]);
      // Still saved where it is on another board; gone where it was only on the deleted one.
      expect(await savedLookup(reader, [postIds[0]!, postIds[1]!])).toEqual([postIds[1]]);
      expect((await reader.get(`/api/user/wishlist/${reader.userId}/list/${doomed}/page/1/`)).statusCode).toBe(404);
      const removals = (await factsOf(reader.userId)).filter(([type]) => type === 'wishlist.removed').map(([, payload]) => payload);
      expect(removals).toEqual(
        expect.arrayContaining([
          { post_id: postIds[0], board_id: doomed },
          { post_id: postIds[1], board_id: doomed },
        ]),
      );
      expect(removals).toHaveLength(2);
      expect((await reader.post('/api/user/wishlist/delete-board', { wishlist_id: doomed })).statusCode).toBe(404);
    });
  });

  describe('saving posts', () => {
    it('flips the saved lookup true on add and false on remove; saving again sets the comment and records nothing new', async () => {
      const reader = await register();
      const board = await newBoard(reader, 'For the Hearth houses');
      const [a, b, c] = postIds.slice(20, 23) as [number, number, number];
      expect(await savedLookup(reader, [a, b, c])).toEqual([]);

      const first = await reader.post('/api/user/wishlist/add', { post_id: a, wishlist_id: board, comment: 'for Aldric' });
      expect(first.json()).toEqual({ meta: { status: 'success' }, item: { post_id: a, wishlist_id: board, comment: 'for Aldric' }, added: true });
      expect(await savedLookup(reader, [a, b, c, a])).toEqual([a]);

      const again = await reader.post('/api/user/wishlist/add', { post_id: a, wishlist_id: board, comment: 'for Aldric, in blue' });
      expect(again.json()).toMatchObject({ item: { comment: 'for Aldric, in blue' }, added: false });
      // No comment given: the one it has stays.
      expect((await reader.post('/api/user/wishlist/add', { post_id: a, wishlist_id: board })).json().item.comment).toBe('for Aldric, in blue');
      expect(await itemsOf(board)).toEqual([[a, 'for Aldric, in blue']]);

      const removed = await reader.post('/api/user/wishlist/remove', { wishlist_id: board, post_id: a });
      expect(removed.json()).toEqual({ meta: { status: 'success' }, post_id: a, wishlist_id: board, removed: true, saved: false });
      expect(await savedLookup(reader, [a, b, c])).toEqual([]);
      expect((await reader.post('/api/user/wishlist/remove', { wishlist_id: board, post_id: a })).json().removed).toBe(false);

      // Taken off one of two boards, it is still saved: the answer says so, as the lookup does.
      const second = await newBoard(reader, 'Second thoughts');
      await save(reader, board, b);
      await save(reader, second, b);
      expect((await reader.post('/api/user/wishlist/remove', { wishlist_id: board, post_id: b })).json()).toMatchObject({ removed: true, saved: true });
      expect(await savedLookup(reader, [b])).toEqual([b]);
      expect((await reader.post('/api/user/wishlist/remove', { wishlist_id: second, post_id: b })).json()).toMatchObject({ removed: true, saved: false });

      expect(await factsOf(reader.userId)).toEqual([
        ['wishlist.saved', { post_id: a, board_id: board }],
        ['wishlist.removed', { post_id: a, board_id: board }],
        ['wishlist.saved', { post_id: b, board_id: board }],
        ['wishlist.saved', { post_id: b, board_id: second }],
        ['wishlist.removed', { post_id: b, board_id: board }],
        ['wishlist.removed', { post_id: b, board_id: second }],
      ]);
      const [outboxRow] = await prisma().outboxEvent.findMany({
        where: { payload: { path: ['user_id'], equals: reader.userId } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        take: 1,
      });
      expect(outboxRow).toMatchObject({ topic: 'emberhold.domain.v1', key: `post:${a}` });
      expect(outboxRow!.payload).toMatchObject({ version: 1, session_id: null, user_id: reader.userId, country: 'us', device: 'desktop' });
    });

    it('refuses an unknown or unpublished post with a 404 and saves nothing', async () => {
      const reader = await register();
      const board = await newBoard(reader, 'Nothing here');
      const draft = await prisma().post.create({ data: { slug: `draft-${randomBytes(4).toString('hex')}`, title: 'A draft lantern', link: 'https://maker.example/draft', status: 'draft' } });
      for (const postId of [99_999_999, draft.id]) {
        const response = await reader.post('/api/user/wishlist/add', { post_id: postId, wishlist_id: board, comment: '' });
        expect([response.statusCode, response.json().meta.error]).toEqual([404, 'Post not found']);
      }
      expect(await itemsOf(board)).toEqual([]);
      expect(await factsOf(reader.userId)).toEqual([]);

      // A saved post taken down later stays saved but is no longer shown or counted.
      const later = await prisma().post.create({
        data: { slug: `later-${randomBytes(4).toString('hex')}`, title: 'A lantern for now', link: 'https://maker.example/now', status: 'published', publishedAt: new Date() },
      });
      await save(reader, board, later.id);
      await save(reader, board, postIds[24]!);
      await prisma().post.update({ where: { id: later.id }, data: { status: 'archived' } });
      const page = (await reader.get(`/api/user/wishlist/${reader.userId}/list/${board}/page/1/`)).json();
      expect([page.meta.count, page.posts.map((p: { id: number }) => p.id)]).toEqual([1, [postIds[24]]]);
      expect((await reader.get(`/api/user/wishlist/${reader.userId}`)).json().wishlists[0].count).toBe(1);
    });

    it("pages a board newest saved first with each post's comment, 24 a page, with the board's name and count", async () => {
      const reader = await register();
      const board = await newBoard(reader, 'Everything ember');
      const saved = postIds.slice(0, 26);
      for (const [i, postId] of saved.entries()) await save(reader, board, postId, `note ${i}`);
      const newestFirst = [...saved].reverse();

      const first = await reader.get(`/api/user/wishlist/${reader.userId}/list/${board}/page/1/?now=${Date.now()}`);
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body.meta).toEqual({ status: 'success', count: 26, wishlist_name: 'Everything ember' });
      expect(body.wishlist).toMatchObject({ wishlist_id: board, user_id: reader.userId, name: 'Everything ember', private: false, count: 26 });
      expect(body.user.user_id).toBe(reader.userId);
      expect(body.posts.map((p: { id: number }) => p.id)).toEqual(newestFirst.slice(0, 24));
      expect(body.posts[0]).toMatchObject({ id: saved[25], comment: 'note 25', saved: true, wishlist_id: board, slug: expect.any(String), link: expect.any(String) });
      expect(body.posts.every((p: { saved: boolean }) => p.saved)).toBe(true);

      const second = (await reader.get(`/api/user/wishlist/${reader.userId}/list/${board}/page/2/`)).json();
      expect(second.posts.map((p: { id: number; comment: string }) => [p.id, p.comment])).toEqual([
        [saved[1], 'note 1'],
        [saved[0], 'note 0'],
      ]);
      expect((await reader.get(`/api/user/wishlist/${reader.userId}/list/${board}/page/3/`)).json().posts).toEqual([]);
      expect((await reader.get(`/api/user/wishlist/${reader.userId}/list/${board}/page/0/`)).json().errors[0].field).toBe('page');
      const uk = (await reader.get(`/api/user/wishlist/${reader.userId}/list/${board}/page/1/?country=uk`)).json();
      expect(uk.posts[0].uri).toMatch(/^\/uk\//);
    });

    it('lists every saved post once across boards, and recommends unsaved posts from the same gift guides, most popular first', async () => {
      const reader = await register();
      const one = await newBoard(reader, 'One');
      const two = await newBoard(reader, 'Two');
      const [a, b, c] = postIds.slice(30, 33) as [number, number, number];
      await save(reader, one, a);
      await save(reader, one, b);
      await save(reader, two, b);
      await save(reader, two, c);

      const all = (await reader.get(`/api/user/wishlist/${reader.userId}/all/1/`)).json();
      expect(all.meta).toEqual({ status: 'success', count: 3 });
      expect(all.posts.map((p: { id: number; saved: boolean }) => [p.id, p.saved])).toEqual([
        [c, true],
        [b, true],
        [a, true],
      ]);
      expect((await reader.get(`/api/user/wishlist/${reader.userId}/all/2/`)).json().posts).toEqual([]);

      // Every listed post sharing a gift guide with a, b or c, none of them, by the popular order (score, then id).
      const guides = (await prisma().postCategory.findMany({ where: { postId: { in: [a, b, c] } } })).map((pc) => pc.categoryId);
      const popularOrder = async () =>
        (
          await prisma().post.findMany({
            where: { status: 'published', type: 'post', id: { notIn: [a, b, c] }, categories: { some: { categoryId: { in: guides } } } },
            orderBy: [{ clicksScoreAmazonAvailable: 'desc' }, { id: 'desc' }],
            select: { id: true },
          })
        ).map((post) => post.id);
      // In the full mode the workers recompute the scores on their schedule: the order is compared with one that held
      // from before the call to after it.
      let expected: number[] = [];
      let recommended: { meta: unknown; posts: Array<{ id: number; saved: boolean }> } = { meta: null, posts: [] };
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expected = await popularOrder();
        recommended = (await reader.get(`/api/user/wishlist/${reader.userId}/recommended/1/`)).json();
        if (JSON.stringify(await popularOrder()) === JSON.stringify(expected)) break;
      }
      expect(expected.length).toBeGreaterThan(0);
      expect(recommended.meta).toEqual({ status: 'success', count: Math.min(24, expected.length) });
      expect(recommended.posts.map((p: { id: number }) => p.id)).toEqual(expected.slice(0, 24));
      expect(recommended.posts.every((p: { saved: boolean }) => !p.saved)).toBe(true);
      const second = (await reader.get(`/api/user/wishlist/${reader.userId}/recommended/2/`)).json();
      expect(second.posts.map((p: { id: number }) => p.id)).toEqual(expected.slice(24, 48));
    });
  });

  describe('moving a saved post', () => {
    it('moves it from one board to another in one step, carrying its comment, recorded as a removal and a save', async () => {
      const reader = await register();
      const source = await newBoard(reader, 'Maybe');
      const target = await newBoard(reader, 'Definitely');
      const postId = postIds[40]!;
      await save(reader, source, postId, 'the red one');

      const moved = await reader.post('/api/user/wishlist/move-wishlist-item', { source, target, post_id: postId });
      expect(moved.json()).toEqual({ meta: { status: 'success' }, item: { post_id: postId, wishlist_id: target, comment: 'the red one' } });
      expect(await itemsOf(source)).toEqual([]);
      expect(await itemsOf(target)).toEqual([[postId, 'the red one']]);
      expect(await savedLookup(reader, [postId])).toEqual([postId]);
      expect((await factsOf(reader.userId)).slice(1)).toEqual([
        ['wishlist.removed', { post_id: postId, board_id: source }],
        ['wishlist.saved', { post_id: postId, board_id: target }],
      ]);

      // Back again with a new comment.
      const back = await reader.post('/api/user/wishlist/move-wishlist-item', { source: target, target: source, post_id: postId, comment: 'the blue one' });
      expect(back.json().item).toEqual({ post_id: postId, wishlist_id: source, comment: 'the blue one' });
      expect(await itemsOf(source)).toEqual([[postId, 'the blue one']]);
    });

    it('changes nothing when any part fails: a post not on the source, a board that is not yours', async () => {
      const owner = await register();
      const other = await register();
      const source = await newBoard(owner, 'Source');
      const target = await newBoard(owner, 'Target');
      const foreign = await newBoard(other, 'Not yours');
      const postId = postIds[41]!;
      await save(owner, source, postId, 'keep me');
      const factsBefore = await factsOf(owner.userId);

      const cases: Array<[object, string]> = [
        [{ source: target, target: source, post_id: postId }, 'This post is not on that board.'],
        [{ source, target: foreign, post_id: postId }, 'This board could not be found.'],
        [{ source: foreign, target, post_id: postId }, 'This board could not be found.'],
        [{ source, target: 99_999_999, post_id: postId }, 'This board could not be found.'],
      ];
      for (const [body, message] of cases) {
        const response = await owner.post('/api/user/wishlist/move-wishlist-item', body);
        expect([response.statusCode, response.json().meta.error]).toEqual([404, message]);
      }
      expect(await itemsOf(source)).toEqual([[postId, 'keep me']]);
      expect(await itemsOf(target)).toEqual([]);
      expect(await itemsOf(foreign)).toEqual([]);
      expect(await factsOf(owner.userId)).toEqual(factsBefore);
    });

    it('is never seen half done by a reader polling while it happens', async () => {
      const reader = await register();
      const boards = [await newBoard(reader, 'Left'), await newBoard(reader, 'Right')] as const;
      const postId = postIds[42]!;
      await save(reader, boards[0], postId);
      const seen = new Set<number>();
      let moving = true;
      const poll = (async () => {
        while (moving) {
          const counts = await prisma().wishlistItem.count({ where: { postId, boardId: { in: [...boards] } } });
          seen.add(counts);
        }
      })();
      for (let i = 0; i < 10; i += 1) {
        const [from, to] = i % 2 === 0 ? boards : ([boards[1], boards[0]] as const);
        expect((await reader.post('/api/user/wishlist/move-wishlist-item', { source: from, target: to, post_id: postId })).statusCode).toBe(200);
      }
      moving = false;
      await poll;
      expect([...seen]).toEqual([1]);
    });
  });

  describe('ownership and privacy', () => {
    it("shows another user only the public boards and never a private board's posts: the same 404 as a missing board", async () => {
      const owner = await register();
      const other = await register();
      const open = await newBoard(owner, 'Open to all');
      const hidden = await newBoard(owner, 'Secret gifts', true);
      await save(owner, open, postIds[50]!);
      await save(owner, hidden, postIds[51]!, 'for my sister');

      const ownView = (await owner.get(`/api/user/wishlist/${owner.userId}`)).json();
      expect(ownView.wishlists.map((b: { wishlist_id: number }) => b.wishlist_id)).toEqual([hidden, open]);
      const theirView = (await other.get(`/api/user/wishlist/${owner.userId}`)).json();
      expect(theirView.wishlists.map((b: { wishlist_id: number }) => b.wishlist_id)).toEqual([open]);
      expect(theirView.meta.count).toBe(1);

      const hiddenPage = await other.get(`/api/user/wishlist/${owner.userId}/list/${hidden}/page/1/`);
      const missingPage = await other.get(`/api/user/wishlist/${owner.userId}/list/99999999/page/1/`);
      expect(hiddenPage.statusCode).toBe(404);
      const strip = (body: Record<string, unknown>) => ({ ...body, request_id: undefined });
      expect(strip(hiddenPage.json())).toEqual(strip(missingPage.json()));
      // A board asked for under another user's id is not found either.
      expect((await owner.get(`/api/user/wishlist/${other.userId}/list/${open}/page/1/`)).statusCode).toBe(404);
      expect((await owner.get(`/api/user/wishlist/${owner.userId}/list/${hidden}/page/1/`)).json().posts[0]).toMatchObject({ id: postIds[51], comment: 'for my sister' });

      const openPage = (await other.get(`/api/user/wishlist/${owner.userId}/list/${open}/page/1/`)).json();
      // `saved` is the reader's own: the other user has not saved it.
      expect(openPage.posts.map((p: { id: number; saved: boolean }) => [p.id, p.saved])).toEqual([[postIds[50], false]]);
      const theirs = await newBoard(other, 'Copycat');
      await save(other, theirs, postIds[50]!);
      expect((await other.get(`/api/user/wishlist/${owner.userId}/list/${open}/page/1/`)).json().posts[0].saved).toBe(true);

      const all = (await other.get(`/api/user/wishlist/${owner.userId}/all/1/`)).json();
      expect(all.posts.map((p: { id: number }) => p.id)).toEqual([postIds[50]]);
      expect(all.meta.count).toBe(1);

      // Made private later, the board disappears for the other user too.
      await owner.post('/api/user/wishlist/edit-board', { name: 'Open to all', wishlist_id: open, private: true });
      expect((await other.get(`/api/user/wishlist/${owner.userId}`)).json().wishlists).toEqual([]);
      expect((await other.get(`/api/user/wishlist/${owner.userId}/list/${open}/page/1/`)).statusCode).toBe(404);
    });

    it("lets nobody change another user's board: every change is a 404 and the board is as it was", async () => {
      const owner = await register();
      const intruder = await register();
      const board = await newBoard(owner, 'Mine alone', true);
      const ownPost = postIds[52]!;
      await save(owner, board, ownPost, 'hands off');
      const intruderBoard = await newBoard(intruder, 'Intruder');
      await save(intruder, intruderBoard, postIds[53]!);
      const ad = await prisma().nativeAd.create({ data: { title: 'Wyrmscale cloak', link: 'https://maker.example/cloak' } });

      const attempts: Array<[string, object]> = [
        ['/api/user/wishlist/edit-board', { name: 'Pwned', wishlist_id: board, private: false }],
        ['/api/user/wishlist/save-existing-board', { name: 'Pwned', wishlist_id: board }],
        ['/api/user/wishlist/delete-board', { wishlist_id: board }],
        ['/api/user/wishlist/add', { post_id: postIds[54], wishlist_id: board, comment: 'mine now' }],
        ['/api/user/wishlist/add', { post_id: ownPost, wishlist_id: board, comment: 'overwritten' }],
        ['/api/user/wishlist/remove', { wishlist_id: board, post_id: ownPost }],
        ['/api/user/wishlist/move-wishlist-item', { source: board, target: intruderBoard, post_id: ownPost }],
        ['/api/user/wishlist/move-wishlist-item', { source: intruderBoard, target: board, post_id: postIds[53] }],
        ['/api/user/native_ad/add', { ad_id: ad.id, wishlist_id: board }],
      ];
      for (const [url, body] of attempts) {
        const response = await intruder.post(url, body);
        expect([url, response.statusCode, response.json().meta.error]).toEqual([url, 404, 'This board could not be found.']);
      }
      expect(await boardRow(board)).toEqual({ name: 'Mine alone', private: true, userId: owner.userId });
      expect(await itemsOf(board)).toEqual([[ownPost, 'hands off']]);
      expect(await itemsOf(intruderBoard)).toEqual([[postIds[53], '']]);
      expect(await prisma().adWishlistItem.count({ where: { nativeAdId: ad.id } })).toBe(0);
      expect((await factsOf(intruder.userId)).map(([type]) => type)).toEqual(['wishlist.saved']);
    });
  });

  describe('sponsored items', () => {
    it('saves a native ad once per user, on a board or none, and unsaves it; the lookup follows', async () => {
      const reader = await register();
      const board = await newBoard(reader, 'Sponsored finds');
      const ad = await runningAd();
      const other = await runningAd();
      const lookup = async () => ((await reader.post('/api/user/ad_wishlist', { ad_ids: [ad.id, other.id] })).json().ads as Array<{ ad_id: number }>).map((a) => a.ad_id);
      expect(await lookup()).toEqual([]);

      const saved = await reader.post('/api/user/native_ad/add', { ad_id: ad.id, wishlist_id: board });
      expect(saved.json()).toEqual({ meta: { status: 'success' }, ad: { ad_id: ad.id, wishlist_id: board }, added: true });
      expect(await lookup()).toEqual([ad.id]);
      const again = await reader.post('/api/user/native_ad/add', { ad_id: ad.id });
      expect(again.json()).toEqual({ meta: { status: 'success' }, ad: { ad_id: ad.id, wishlist_id: board }, added: false });
      expect(await prisma().adWishlistItem.count({ where: { userId: reader.userId, nativeAdId: ad.id } })).toBe(1);
      expect((await reader.post('/api/user/native_ad/add', { ad_id: other.id })).json().ad).toEqual({ ad_id: other.id, wishlist_id: null });

      const removed = await reader.post('/api/user/native_ad/remove', { ad_id: ad.id });
      expect(removed.json()).toEqual({ meta: { status: 'success' }, ad_id: ad.id, removed: true });
      expect(await lookup()).toEqual([other.id]);
      expect((await reader.post('/api/user/native_ad/remove', { ad_id: ad.id })).json().removed).toBe(false);

      expect(await factsOf(reader.userId)).toEqual([
        ['native_ad.saved', { ad_id: ad.id, campaign_id: null, board_id: board }],
        ['native_ad.saved', { ad_id: other.id, campaign_id: null, board_id: null }],
        ['native_ad.unsaved', { ad_id: ad.id, campaign_id: null }],
      ]);
      const [row] = await prisma().outboxEvent.findMany({ where: { payload: { path: ['user_id'], equals: reader.userId } }, take: 1, orderBy: { createdAt: 'asc' } });
      expect(row!.key).toBe(`ad:${ad.id}`);
    });

    it("shows the sponsored items saved on a board with the board's first page while their ads run, to its readers", async () => {
      const reader = await register();
      const board = await newBoard(reader, 'Sponsored lanterns');
      const elsewhere = await newBoard(reader, 'Other finds');
      const [lantern, mug, unboarded] = await Promise.all([runningAd(), runningAd(), runningAd()]);
      await prisma().nativeAd.update({ where: { id: mug.id }, data: { price: '24.50', image: '/media/ads/mug.webp' } });
      for (const [adId, boardId] of [
        [lantern.id, board],
        [mug.id, board],
        [unboarded.id, elsewhere],
      ] as const) {
        expect((await reader.post('/api/user/native_ad/add', { ad_id: adId, wishlist_id: boardId })).statusCode).toBe(200);
      }
      await save(reader, board, postIds[0]!);
      const adsOn = async (url: string, as: Reader | null = reader) => {
        const response = as ? await as.get(url) : await inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        return response.json().ads as Array<Record<string, unknown>>;
      };

      const first = await adsOn(`/api/user/wishlist/${reader.userId}/list/${board}/page/1/`);
      // Newest saved first, shown as the lists show native ads (the price in the visitor's currency), marked saved.
      expect(first.map((ad) => ad.ad_id)).toEqual([mug.id, lantern.id]);
      expect(first[0]).toEqual({
        id: mug.id,
        ad_id: mug.id,
        type: 'ad',
        title: 'Ember Lantern',
        content: '',
        link: expect.stringContaining('https://maker.example/lantern'),
        image: '/media/ads/mug.webp',
        price: 24.5,
        currency: 'USD',
        saved: true,
        wishlist_id: board,
      });
      // The board counts every card it shows: one post and two sponsored items are 3 gifts, wherever it is counted.
      const countOf = async () => {
        const page = (await reader.get(`/api/user/wishlist/${reader.userId}/list/${board}/page/1/`)).json();
        const boards = (await reader.get(`/api/user/wishlist/${reader.userId}`)).json().wishlists as Array<{ wishlist_id: number; count: number }>;
        return [page.posts.length + page.ads.length, page.wishlist.count, page.meta.count, boards.find((b) => b.wishlist_id === board)!.count];
      };
      expect(await countOf()).toEqual([3, 3, 3, 3]);
      expect((await adsOn(`/api/user/wishlist/${reader.userId}/list/${board}/page/1/?country=uk`))[0]).toMatchObject({ currency: 'GBP' });
      expect(await adsOn(`/api/user/wishlist/${reader.userId}/list/${board}/page/2/`)).toEqual([]);
      // A visitor reading the public board sees them too.
      expect((await adsOn(`/api/user/wishlist/${reader.userId}/list/${board}/page/1/`, null)).map((ad) => ad.ad_id)).toEqual([mug.id, lantern.id]);

      // A stopped ad leaves the board page; an unsaved one too.
      await prisma().nativeAd.update({ where: { id: mug.id }, data: { active: false } });
      await reader.post('/api/user/native_ad/remove', { ad_id: lantern.id });
      expect(await adsOn(`/api/user/wishlist/${reader.userId}/list/${board}/page/1/`)).toEqual([]);
      expect(await countOf()).toEqual([1, 1, 1, 1]);
      expect((await adsOn(`/api/user/wishlist/${reader.userId}/list/${elsewhere}/page/1/`)).map((ad) => ad.ad_id)).toEqual([unboarded.id]);
    });

    it('refuses an unknown or stopped native ad with a 404', async () => {
      const reader = await register();
      const stopped = await prisma().nativeAd.create({ data: { title: 'Old lantern', link: 'https://maker.example/old', active: false } });
      for (const adId of [99_999_999, stopped.id]) {
        const response = await reader.post('/api/user/native_ad/add', { ad_id: adId });
        expect(response.statusCode).toBe(404);
      }
      expect(await prisma().adWishlistItem.count({ where: { userId: reader.userId } })).toBe(0);
    });
  });

  describe('the facts in ClickHouse', () => {
    it('carries a save to ClickHouse as wishlist.saved, and a removal as wishlist.removed, with the user and device', async () => {
      const reader = await register();
      const board = await newBoard(reader, 'Tracked');
      const postId = postIds[55]!;
      // From an address DB-IP places in Canada (the country is the server's, common/geo).
      await product.inject({
        method: 'POST',
        url: '/api/user/wishlist/add',
        remoteAddress: '24.48.0.1',
        payload: { post_id: postId, wishlist_id: board },
        headers: { cookie: reader.cookie, 'x-csrf-token': reader.csrf, 'user-agent': IPHONE },
      });
      await reader.post('/api/user/wishlist/remove', { wishlist_id: board, post_id: postId });
      const rows = await settle(async () => {
        const rows = await product.infrastructure.analytics.query<{ type: string; post_id: number; user_id: number; device: string; country: string; session_id: string; payload: string }>(
          `SELECT type, post_id, user_id, device, country, session_id, payload FROM events FINAL
           WHERE user_id = {user:UInt64} AND type IN ('wishlist.saved', 'wishlist.removed') ORDER BY occurred_at, type`,
          { user: reader.userId },
        );
        expect(rows).toHaveLength(2);
        return rows;
      });
      expect(rows.map((row) => [row.type, Number(row.post_id), JSON.parse(row.payload)])).toEqual([
        ['wishlist.saved', postId, { post_id: postId, board_id: board }],
        ['wishlist.removed', postId, { post_id: postId, board_id: board }],
      ]);
      expect(rows[0]).toMatchObject({ device: 'mobile', country: 'ca', session_id: '' });
      expect(rows[1]).toMatchObject({ device: 'desktop', country: 'us' });
    });

    it("counts a native-ad save in ad_events under the ad's campaign, which the campaign dashboard shows as a save", async () => {
      const advertiser = await register();
      const saver = await register();
      const campaign = await prisma().campaign.create({ data: { advertiserId: advertiser.userId, tempId: `saves-${randomBytes(4).toString('hex')}` } });
      const ad = await runningAd(campaign.id);
      const saved = await saver.post('/api/user/native_ad/add', { ad_id: ad.id });
      expect(saved.json().added).toBe(true);

      await settle(async () => {
        const rows = await product.infrastructure.analytics.query<{ type: string; ad_id: number; traffic: string }>(
          `SELECT type, ad_id, traffic FROM ad_events FINAL WHERE campaign_id = {campaign:UInt64} ORDER BY occurred_at`,
          { campaign: campaign.id },
        );
        expect(rows.map((row) => [row.type, Number(row.ad_id), row.traffic])).toEqual([['native_ad.saved', ad.id, 'human']]);
      });
      const metrics = await advertiser.get(`/api/user/campaign/${campaign.id}/metrics?bucket=day`);
      expect(metrics.json().totals).toMatchObject({ saves: 1 });

      await saver.post('/api/user/native_ad/remove', { ad_id: ad.id });
      await settle(async () => {
        const rows = await product.infrastructure.analytics.query<{ type: string; payload: string }>(
          `SELECT type, payload FROM events FINAL WHERE type = 'native_ad.unsaved' AND ad_id = {ad:UInt64}`,
          { ad: ad.id },
        );
        expect(rows.map((row) => [row.type, JSON.parse(row.payload)])).toEqual([['native_ad.unsaved', { ad_id: ad.id, campaign_id: campaign.id }]]);
      });
    });
  });
});
