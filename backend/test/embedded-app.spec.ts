import { eventually } from '@emberhold/infra';
import { apiForThisFile } from './api-under-test.test-support';

describe('the product in the embedded mode', () => {
  const product = apiForThisFile({ mode: 'embedded' });

  it('says it is alive without checking dependencies', async () => {
    const response = await product.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('reports each embedded dependency by name and adapter when ready', async () => {
    const response = await product.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ready',
      mode: 'embedded',
      dependencies: [
        { name: 'postgres', adapter: 'pglite', state: 'up' },
        { name: 'event-log', adapter: 'postgres-table', state: 'up' },
        { name: 'job-queue', adapter: 'in-process', state: 'up' },
        { name: 'clickhouse', adapter: 'chdb', state: 'up' },
      ],
    });
  });

  it('tags every response with a request id, keeping a caller-supplied one', async () => {
    const fresh = await product.app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const traced = await product.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-42' } });
    expect(traced.headers['x-request-id']).toBe('trace-42');
  });

  it('lists the newest seeded posts first, a page at a time', async () => {
    const first = await product.app.inject({ method: 'GET', url: '/api/lists/new/1/' });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.meta).toEqual({ status: 'success', count: 24 });
    const dates = await product.infrastructure.prisma.post.findMany({
      where: { status: 'published', type: 'post' },
      orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
      take: 48,
      select: { id: true },
    });
    expect(body.posts.map((post: { id: number }) => post.id)).toEqual(dates.slice(0, 24).map((post) => post.id));
    const second = (await product.app.inject({ method: 'GET', url: '/api/lists/new/2/' })).json();
    expect(second.posts.map((post: { id: number }) => post.id)).toEqual(dates.slice(24, 48).map((post) => post.id));
  });

  it('answers an unknown list sort with a 404 in the spec envelope', async () => {
    const response = await product.app.inject({ method: 'GET', url: '/api/lists/cheapest-first/1/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ meta: { status: 'error', error: 'There is no list sorted by "cheapest-first"' } });
  });

  it('serves a post by slug and a 404 for a missing one', async () => {
    const list = (await product.app.inject({ method: 'GET', url: '/api/lists/popular/1/' })).json();
    const slug = list.posts[0].slug as string;
    const post = await product.app.inject({ method: 'GET', url: `/api/posts/${slug}/` });
    expect(post.statusCode).toBe(200);
    expect(post.json().post).toMatchObject({ slug, images: expect.any(Array) });
    const missing = await product.app.inject({ method: 'GET', url: '/api/posts/no-such-gift/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().meta).toEqual({ status: 'error', error: 'Post not found' });
  });

  it('rejects an incomplete contact form with the spec message and writes nothing', async () => {
    const before = await product.infrastructure.prisma.contact.count();
    const response = await product.app.inject({
      method: 'POST',
      url: '/api/user/contact',
      payload: { name: 'Aldric', email: 'aldric@emberhold.test', message: '', type: 'General question/inquiry' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      meta: { status: 'error', error: 'Please fill out all required fields.' },
      errors: [{ field: 'message', message: 'is required' }],
    });
    expect(await product.infrastructure.prisma.contact.count()).toBe(before);
    expect(await product.infrastructure.prisma.outboxEvent.count({ where: { payload: { path: ['type'], equals: 'contact.submitted' } } })).toBe(0);
  });

  it('rejects a body that is not JSON with a 400', async () => {
    const response = await product.app.inject({
      method: 'POST',
      url: '/api/user/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().meta).toEqual({ status: 'error', error: "Body is not valid JSON but content-type is set to 'application/json'" });
  });

  it('carries a contact message from the command through the outbox and the event log into ClickHouse', async () => {
    const response = await product.app.inject({
      method: 'POST',
      url: '/api/user/contact',
      payload: { name: 'Maren of the Ashen Court', email: 'maren@emberhold.test', message: 'Do you ship to the Northern Reach?', type: 'Shipping' },
    });
    expect(response.statusCode).toBe(200);
    const { id } = response.json();
    expect(await product.infrastructure.prisma.contact.findUnique({ where: { id } })).toMatchObject({ name: 'Maren of the Ashen Court' });
    const row = await eventually(async () => {
      const rows = await product.infrastructure.analytics.query<{ type: string; payload: string }>(
        "SELECT type, payload FROM events FINAL WHERE type = 'contact.submitted' AND JSONExtractUInt(payload, 'contact_id') = {id:UInt64}",
        { id },
      );
      expect(rows).toHaveLength(1);
      return rows[0]!;
    });
    expect(JSON.parse(row.payload)).toEqual({ contact_id: id, topic: 'Shipping' });
  });

  it('publishes its OpenAPI document under /api/docs', async () => {
    const response = await product.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/lists/{sort}/{page}', '/api/posts/{slug}', '/api/user/contact', '/readyz', '/healthz']),
    );
  });

  it('keeps its data across a restart and does not seed again', async () => {
    const posts = await product.infrastructure.prisma.post.count();
    const contacts = await product.infrastructure.prisma.contact.count();
    await product.restart();
    expect(await product.infrastructure.prisma.post.count()).toBe(posts);
    expect(await product.infrastructure.prisma.contact.count()).toBe(contacts);
    const events = await product.infrastructure.analytics.query<{ c: number }>("SELECT count() AS c FROM events FINAL WHERE type = 'contact.submitted'");
    expect(events).toEqual([{ c: 1 }]);
  });
});
