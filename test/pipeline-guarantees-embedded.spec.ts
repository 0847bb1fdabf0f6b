import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually, getFreePort } from '@emberhold/infra';
import { loopbackOrigin } from '../backend/test/test-constants.test-support';
import { startProductProcess, type ProductProcess } from './support/product-process';
import { sendTrackingCall } from './support/tracking-calls';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The same guarantee in the embedded mode, where one process holds the API, the Postgres-table event log (PGlite),
 * the projector and chDB: the process is killed with SIGKILL at random points while the site keeps sending, and
 * restarted on the same data directory. Every call the API accepted (200) must be in ClickHouse exactly once, by
 * type and post; a call it never answered is retried by the client with the same batch id and send time.
 */
describe('pipeline guarantees in the embedded mode (Postgres-table log, chDB, SIGKILL)', () => {
  let dataDir: string;
  let port: number;
  let product: ProductProcess;
  const start = () =>
    startProductProcess('backend', { EMBERHOLD_DATA_DIR: dataDir, PORT: String(port), EMBERHOLD_SEED_SIZE: '60', LOG_LEVEL: 'warn' });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'emberhold-embedded-guarantees-'));
    port = await getFreePort();
    product = start();
    await product.waitForOk(port);
  }, 240_000);

  afterAll(async () => {
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Exact counts through the product's own loopback analyst endpoint (the token is new at every start). */
  async function stored(session: string): Promise<Record<string, number>> {
    const token = readFileSync(join(dataDir, 'analyst-token'), 'utf8').trim();
    const response = await fetch(`${loopbackOrigin(port)}/internal/analytics/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        sql: `SELECT type, post_id, count() AS n FROM events FINAL WHERE session_id = '${session}' GROUP BY type, post_id`,
        format: 'json',
      }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { rows: Array<[string, string | number, string | number]> };
    return Object.fromEntries(body.rows.map(([type, post, n]) => [`${type}:${post}`, Number(n)]));
  }

  it('holds exactly the accepted events while the whole process is killed with SIGKILL and restarted', async () => {
    const list = (await (await fetch(`${loopbackOrigin(port)}/api/lists/new/1/`)).json()) as { posts: Array<{ id: number }> };
    const postIds = list.posts.map((post) => post.id);
    const session = `embedded${randomBytes(6).toString('hex')}`;
    const expected: Record<string, number> = {};
    const calls = Array.from({ length: 150 }, (_, n) => {
      const impressions = Array.from({ length: 10 }, (_, i) => ({ post_id: postIds[(n + i) % postIds.length]!, sort: 'new', page: 1, position: i }));
      return { type: 'impression', session_id: session, impressions, batch_id: `${session}-${n}`, sent_at: Date.now() };
    });
    let kills = 0;
    let sending = true;
    const killer = (async () => {
      while (sending && kills < 3) {
        await sleep(700 + Math.random() * 1_500);
        product.child.kill('SIGKILL');
        await product.exited;
        kills += 1;
        product = start();
        await product.waitForOk(port, '/healthz');
      }
    })();
    for (const body of calls) {
      // While the process is down (no answer), the same call is sent again.
      while ((await sendTrackingCall(port, body)).status !== 200) await sleep(100);
      for (const item of body.impressions) expected[`post.impression:${item.post_id}`] = (expected[`post.impression:${item.post_id}`] ?? 0) + 1;
      await sleep(40);
    }
    sending = false;
    await killer;
    expect(kills).toBeGreaterThanOrEqual(2);
    await product.waitForOk(port);
    await eventually(async () => expect(await stored(session)).toEqual(expected), { timeoutMs: 120_000, intervalMs: 500 });
  }, 300_000);
});
