#!/usr/bin/env node
// The reads served from ClickHouse at scale: the staff debug record (one post's figures) and the advertiser
// dashboard (one campaign's figures per day over 30 days), timed one query at a time over ClickHouse's HTTP
// interface (chDB behind it, as in the tests), beside `SELECT 1` over the same connection in the same run.
//   npm run bench:analytics [-- --events 10000000 --posts 100000 --campaigns 200 --queries 300]
// The events are generated inside ClickHouse (INSERT ... SELECT FROM numbers()), shaped like the site's traffic:
// 90% post impressions and clicks over 100,000 posts, 10% native-ad facts over the campaigns, 30 days, about 8% bots.
// Needs a build (npm run build).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../lib.mjs';
import { log, machineConditions, numberArg as arg } from './bench-support.mjs';

const events = arg('events', 10_000_000);
const posts = arg('posts', 100_000);
const campaigns = arg('campaigns', 200);
const queries = arg('queries', 300);

const infra = await import(join(root, 'infra', 'dist', 'index.js'));
const platform = await import(join(root, 'packages', 'platform', 'dist', 'index.js'));
const analyticsPackage = await import(join(root, 'packages', 'analytics', 'dist', 'index.js'));
const dir = mkdtempSync(join(tmpdir(), 'emberhold-bench-analytics-'));
let server;
let store;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
async function time(name, run) {
  for (let i = 0; i < 10; i += 1) await run(i);
  const took = [];
  for (let i = 0; i < queries; i += 1) {
    const started = performance.now();
    await run(i);
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  return `${name.padEnd(52)} p50 ${percentile(took, 50).toFixed(2).padStart(7)} ms  p95 ${percentile(took, 95).toFixed(2).padStart(7)} ms  p99 ${percentile(took, 99).toFixed(2).padStart(7)} ms`;
}

try {
  server = await infra.startChdbHttpServer({ path: join(dir, 'clickhouse') });
  store = await platform.openServerAnalyticsStore({ url: server.url, database: 'bench' });
  await analyticsPackage.migrateAnalytics(store);
  const postEvents = Math.round(events * 0.9);
  const adEvents = events - postEvents;
  const chunk = 2_000_000;
  let started = performance.now();
  log(`generating ${events.toLocaleString('en')} events inside ClickHouse ...`);
  // Post facts: popular posts get more (a square skew), clicks about 3% of them, 60% mobile, ~8% bots.
  for (let done = 0; done < postEvents; done += chunk) {
    await store.command(
      `INSERT INTO events (event_id, type, version, occurred_at, received_at, session_id, country, device, post_id, surface, sort, page, position, traffic, payload)
       SELECT generateUUIDv4(number), if(rand(1) % 100 < 3, 'post.click', 'post.impression'), 1, t, t, concat('s', toString(rand(2) % 2000000)),
              'us', if(rand(3) % 100 < 60, 'mobile', 'desktop'), 1 + toUInt64(pow((rand(4) % 1000000) / 1000000, 2) * {posts:UInt32}),
              ['list', 'list', 'list', 'related', 'search', 'editorial', 'postpage'][1 + rand(5) % 7], 'popular', 1 + rand(6) % 8, rand(7) % 24,
              if(rand(8) % 100 < 8, 'bot', 'human'), '{}'
       FROM (SELECT number, now64(3) - toIntervalMillisecond(rand(9) % (30 * 86400000)) AS t FROM numbers({offset:UInt64}, {count:UInt64}))`,
      { posts, offset: done, count: Math.min(chunk, postEvents - done) },
    );
  }
  // Native-ad facts: each campaign runs one to five ads; clicks about 2%.
  await store.command(
    `INSERT INTO events (event_id, type, version, occurred_at, received_at, session_id, country, device, ad_id, campaign_id, surface, traffic, payload)
     SELECT generateUUIDv4(number), if(rand(1) % 100 < 2, 'native_ad.click', 'native_ad.impression'), 1, t, t, concat('s', toString(rand(2) % 2000000)),
            'us', if(rand(3) % 100 < 60, 'mobile', 'desktop'), c * 5 + rand(4) % 5 + 1, c, 'native-ad', if(rand(8) % 100 < 8, 'bot', 'human'), '{}'
     FROM (SELECT number, 1 + rand(5) % {campaigns:UInt32} AS c, now64(3) - toIntervalMillisecond(rand(9) % (30 * 86400000)) AS t FROM numbers({count:UInt64}))`,
    { campaigns, count: adEvents },
  );
  const [stored] = await store.query('SELECT count() AS n, uniqExact(post_id) AS posts FROM events');
  log(`stored ${Number(stored.n).toLocaleString('en')} events in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  started = performance.now();
  await store.command('OPTIMIZE TABLE events FINAL');
  await store.command('OPTIMIZE TABLE ad_events FINAL');
  log(`merged in ${((performance.now() - started) / 1000).toFixed(0)} s (a live table is merged by ClickHouse in the background)`);

  const to = new Date();
  const from = new Date(to.getTime() - 30 * 86400000);
  const ch = (date) => date.toISOString().replace('T', ' ').replace('Z', '');
  const rows = [];
  rows.push(await time('baseline: SELECT 1', () => store.query('SELECT 1 AS one')));
  rows.push(await time('debug record: one post, FINAL', (i) => store.query(analyticsPackage.POST_DEBUG_COUNTS_SQL, { post: 1 + ((i * 7919) % posts) })));
  rows.push(
    await time('dashboard: one campaign per day, 30 days, FINAL', (i) =>
      store.query(analyticsPackage.CAMPAIGN_METRICS_SQL, { campaign: 1 + ((i * 37) % campaigns), bucket: 'day', from: ch(from), to: ch(to) }),
    ),
  );
  rows.push(
    await time('dashboard: one campaign per hour, 48 hours, FINAL', (i) =>
      store.query(analyticsPackage.CAMPAIGN_METRICS_SQL, { campaign: 1 + ((i * 37) % campaigns), bucket: 'hour', from: ch(new Date(to.getTime() - 2 * 86400000)), to: ch(to) }),
    ),
  );
  log('');
  log(`ClickHouse reads at ${Number(stored.n).toLocaleString('en')} stored events (${posts.toLocaleString('en')} posts, ${campaigns} campaigns), ${queries} queries each, one at a time`);
  log(`conditions: ${machineConditions()}; chDB behind ClickHouse's HTTP interface`);
  for (const row of rows) log(row);
} finally {
  await store?.close().catch(() => undefined);
  await server?.stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}
