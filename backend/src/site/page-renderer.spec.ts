import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import Fastify, { type FastifyInstance } from 'fastify';
import { PageRenderer, type RenderTimes } from './page-renderer';

/** A server bundle with the site entry's exports and protocol whose render can be held mid-way (see the file). */
const fixtureDist = join(__dirname, '..', '..', 'test', 'fixtures', 'server-entry');

describe('the page renderer', () => {
  let app: FastifyInstance;
  let reads: string[];
  /** Answers the reads of /api/held/ (held until then). */
  let releaseHeld: () => void;
  const renderers: PageRenderer[] = [];

  beforeEach(async () => {
    reads = [];
    const held = new Promise<void>((resolve) => (releaseHeld = resolve));
    app = Fastify();
    app.get('/api/*', async (request, reply) => {
      reads.push(request.url);
      if (request.url.startsWith('/api/missing')) return reply.status(404).send({ error: 'Not found' });
      if (request.url.startsWith('/api/held')) await held;
      return { served: request.url, host: request.headers.host };
    });
    await app.ready();
  });

  afterEach(async () => {
    releaseHeld();
    await Promise.all(renderers.splice(0).map((renderer) => renderer.close()));
    await app.close();
  });

  function renderer(threads: number, times?: RenderTimes): PageRenderer {
    const made = PageRenderer.load(fixtureDist, app, new Logger('page-renderer.spec'), threads, times);
    if (!made) throw new Error('the fixture bundle is missing');
    renderers.push(made);
    return made;
  }

  it('renders on a worker thread, its API reads answered by the app on the main thread', async () => {
    const page = await renderer(1).render('/gifts/?read=/api/lists/new/1/', 'country=us', 'gifts.example');
    expect(page?.html).toBe('<main data-thread="worker">200 {"served":"/api/lists/new/1/","host":"gifts.example"}</main>');
    expect(page?.hydrate).toBe(true);
    expect(reads).toEqual(['/api/lists/new/1/']);
  });

  it('keeps answering requests while a render holds its thread', async () => {
    const released = join(mkdtempSync(join(tmpdir(), 'render-hold-')), 'released');
    const held = renderer(1).render(`/slow/?hold=${encodeURIComponent(released)}`, '', undefined);
    // The render has read its data and now holds its thread; this thread still serves a request.
    while (reads.length === 0) await new Promise((resolve) => setImmediate(resolve));
    const answered = await app.inject({ method: 'GET', url: '/api/while-held' });
    expect(answered.json()).toMatchObject({ served: '/api/while-held' });
    writeFileSync(released, '');
    expect((await held)?.html).toContain('data-thread="worker"');
  });

  it('renders other pages on the thread while a render waits for its data', async () => {
    const pages = renderer(1);
    const waiting = pages.render('/first/?read=/api/held/', '', undefined);
    while (!reads.includes('/api/held/')) await new Promise((resolve) => setImmediate(resolve));
    // The first render's read is not answered yet; the next page renders meanwhile.
    expect((await pages.render('/second/?read=/api/next/', '', undefined))?.html).toContain('"served":"/api/next/"');
    releaseHeld();
    expect((await waiting)?.html).toContain('"served":"/api/held/"');
  });

  it('gives no page for a render past its time, and the thread goes on rendering', async () => {
    const pages = renderer(1, { timeoutMs: 200, stuckAfterMs: 60_000 });
    await expect(pages.render('/late/?read=/api/held/', '', undefined)).resolves.toBeUndefined();
    expect((await pages.render('/next/?read=/api/next/', '', undefined))?.html).toContain('"served":"/api/next/"');
  });

  it('replaces the render threads when a render never gives its thread back', async () => {
    const never = join(mkdtempSync(join(tmpdir(), 'render-hold-')), 'never');
    const pages = renderer(1, { timeoutMs: 100, stuckAfterMs: 100 });
    await expect(pages.render(`/stuck/?hold=${encodeURIComponent(never)}`, '', undefined)).resolves.toBeUndefined();
    // The held thread renders nothing more; once the threads are replaced, pages render again.
    let page;
    for (let attempt = 0; attempt < 50 && !page; attempt++) page = await pages.render('/after/?read=/api/after/', '', undefined);
    expect(page?.html).toContain('"served":"/api/after/"');
  });

  it('hands an API error to the page as the status a browser would see', async () => {
    const page = await renderer(1).render('/gift/gone/?read=/api/missing/', '', undefined);
    expect(page?.html).toContain('404 {"error":"Not found"}');
  });

  it('gives no page for a render that fails, and renders the next one', async () => {
    const pages = renderer(1);
    await expect(pages.render('/broken/?crash=1', '', undefined)).resolves.toBeUndefined();
    expect((await pages.render('/fine/', '', undefined))?.html).toContain('200');
  });

  it('renders on the main thread with no render threads', async () => {
    const page = await renderer(0).render('/gifts/', '', undefined);
    expect(page?.html).toMatch(/^<main data-thread="main">200 \{"served":"\/api\/fixture"/);
  });

  it('refuses a read outside the API', async () => {
    const page = await renderer(1).render('/gifts/?read=/etc/passwd', '', undefined);
    expect(page).toBeUndefined();
    expect(reads).toEqual([]);
  });
});
