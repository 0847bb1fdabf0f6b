#!/usr/bin/env node
// The reads served from ClickHouse at scale: the staff debug record (one post's figures) and the advertiser
// dashboard (one campaign's figures per day over 30 days, or per hour over 48 hours), over ClickHouse's HTTP
// interface (chDB behind it, as in the tests).
//   npm run bench:analytics [-- --events 100000000 --posts 100000 --campaigns 500 --queries 300 --rates 100,200 --lanes 2 --ingest 10000 --seconds 30 --sessions 4 --data DIR]
// The events are generated inside ClickHouse (INSERT ... SELECT FROM numbers()), shaped like the site's traffic:
// 90% post impressions and clicks over 100,000 posts, 10% native-ad facts over the campaigns, 30 days, about 8% bots.
// Part 1, one query at a time: `SELECT 1` over the same connection, then the debug record from the raw facts with FINAL
// (the read before its rollup: the baseline) and from its rollup (what the product runs now), and the dashboard from
// its campaign's range of ad_events with FINAL (what it reads; its hourly rollup was measured slower and dropped).
// Part 2, many advertisers watching, on the server's `--sessions` chDB sessions: 500 advertisers polling every 5 s are
// 100 dashboard reads a second (`--rates`, each rate in turn; 200 is 1,000 advertisers), each for its own campaign,
// sent on schedule whether or not the previous ones have answered (latency counts from the scheduled start), while
// facts are inserted at 10,000 a second (`--ingest`, batches every 100 ms, one in ten a fact sent again under the same
// id). At each rate both dashboard reads, the chart (per day over 30 days) and the lifetime figures My campaigns polls,
// are read as the API reads them, coalesced (CampaignReads: at most two queries at once, the reads that wait meanwhile
// leave together as one), and as one query a read (the baseline), alternated twice; then, at the first rate, the
// debug record raw with FINAL and from its rollup.
// Needs a build (npm run build).
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../lib.mjs';
import { log, machineConditions, numberArg as arg, numbersArg } from './bench-support.mjs';
import { percentile } from './http-load.mjs';

const events = arg('events', 100_000_000);
const posts = arg('posts', 100_000);
const campaigns = arg('campaigns', 500);
const queries = arg('queries', 300);
const rates = numbersArg('rates', '100,200');
if (rates.some((rate) => !(rate > 0))) throw new Error('--rates takes reads a second, comma-separated: 100,200');
const ingestRate = arg('ingest', 10_000);
const seconds = arg('seconds', 30);
const sessions = arg('sessions', 4);
// `--quiet 2.5`: before timing, wait (10 minutes at most) until the machine's one-minute load is under 2.5.
const quiet = arg('quiet', 0);

const infra = await import(join(root, 'infra', 'dist', 'index.js'));
const platform = await import(join(root, 'packages', 'platform', 'dist', 'index.js'));
const analyticsPackage = await import(join(root, 'packages', 'analytics', 'dist', 'index.js'));
/** The coalesced reads' lanes (queries in flight at once), each timed in turn; by default the API's. */
const laneCounts = numbersArg('lanes', String(analyticsPackage.DEFAULT_LANES));
if (laneCounts.some((count) => !Number.isInteger(count) || count < 1)) throw new Error('--lanes takes queries in flight, comma-separated: 1,2');
// `--data DIR`: keep the generated events in DIR and reuse them in a later run with the same --events (generating
// 100 million takes 10-17 minutes here); without it the run's own temporary directory is removed at the end.
const dataAt = process.argv.indexOf('--data');
const kept = dataAt >= 0 ? process.argv[dataAt + 1] : undefined;
if (kept) mkdirSync(kept, { recursive: true });
const dir = kept ?? mkdtempSync(join(tmpdir(), 'emberhold-bench-analytics-'));
let server;
let store;

async function time(name, run) {
  for (let i = 0; i < 10; i += 1) await run(i);
  const took = [];
  for (let i = 0; i < queries; i += 1) {
    const started = performance.now();
    await run(i);
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  return figures(name, took);
}
function figures(name, took) {
  took.sort((a, b) => a - b);
  return `${name.padEnd(58)} p50 ${percentile(took, 50).toFixed(2).padStart(7)} ms  p95 ${percentile(took, 95).toFixed(2).padStart(7)} ms  p99 ${percentile(took, 99).toFixed(2).padStart(7)} ms`;
}
const ch = (date) => date.toISOString().replace('T', ' ').replace('Z', '');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One batch of live facts as the projection writes them: post facts and campaign facts, a tenth re-sent. */
let sentBefore = [];
function liveBatch(size) {
  const now = ch(new Date());
  const rows = [];
  for (let i = 0; i < size; i += 1) {
    if (i % 10 === 9 && sentBefore.length > 0) {
      rows.push(sentBefore[i % sentBefore.length]);
      continue;
    }
    const ad = Math.random() < 0.1;
    const campaign = 1 + Math.floor(Math.random() * campaigns);
    rows.push({
      event_id: randomUUID(), type: ad ? 'native_ad.impression' : 'post.impression', version: 1, occurred_at: now, received_at: now,
      session_id: `live${Math.floor(Math.random() * 100000)}`, country: 'us', device: Math.random() < 0.6 ? 'mobile' : 'desktop',
      post_id: ad ? 0 : 1 + Math.floor(Math.random() * posts), ad_id: ad ? campaign * 5 + 1 : 0, campaign_id: ad ? campaign : 0,
      surface: ad ? 'native-ad' : 'list', sort: ad ? '' : 'popular', traffic: 'human', payload: '{}',
    });
  }
  sentBefore = rows.slice(0, 100);
  return rows;
}

/**
 * `rate` reads a second of `read(i)` for `seconds`, each started on schedule, beside inserts of `ingestRate` facts a
 * second in batches every 100 ms; answers the reads' figures and the facts actually inserted a second.
 */
async function underLoad(name, read, rate) {
  let inserting = true;
  let inserted = 0;
  const ingestion = (async () => {
    const started = performance.now();
    while (inserting) {
      const due = started + (inserted / ingestRate) * 1000;
      if (performance.now() < due) await sleep(due - performance.now());
      const rows = liveBatch(Math.round(ingestRate / 10));
      await store.insert('events', rows);
      inserted += rows.length;
    }
    return inserted / ((performance.now() - started) / 1000);
  })();
  const took = [];
  const reads = [];
  const started = performance.now();
  let failed = 0;
  for (let i = 0; i < rate * seconds; i += 1) {
    const due = started + (i * 1000) / rate;
    if (performance.now() < due) await sleep(due - performance.now());
    reads.push(read(i).then(() => took.push(performance.now() - due), () => { failed += 1; }));
  }
  await Promise.all(reads);
  const answered = took.length / ((performance.now() - started) / 1000);
  inserting = false;
  const ingested = await ingestion;
  const row = figures(name, took);
  return `${row}  (${took.length} reads, ${failed} failed, ${answered.toFixed(0)} answered/s, ${Math.round(ingested).toLocaleString('en')} facts/s inserted)`;
}

try {
  const open = async (count) => {
    await store?.close();
    await server?.stop();
    server = await infra.startChdbHttpServer({ path: join(dir, 'clickhouse'), sessions: count });
    store = await platform.openServerAnalyticsStore({ url: server.url, database: 'bench', requestTimeoutMs: 1_800_000 });
  };
  await open(1);
  await analyticsPackage.migrateAnalytics(store);
  const [before] = await store.query('SELECT count() AS n FROM events');
  let stored = before;
  if (Number(before.n) > 0 && Number(before.n) >= events) log(`reusing ${Number(before.n).toLocaleString('en')} events in ${dir}`);
  else {
    const postEvents = Math.round(events * 0.9);
    const adEvents = events - postEvents;
    const chunk = 1_000_000;
    const started = performance.now();
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
    [stored] = await store.query('SELECT count() AS n FROM events');
    log(`stored ${Number(stored.n).toLocaleString('en')} events in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const merging = performance.now();
  // The rollups and the dashboard's raw table merged as a live server keeps them (again when reused: the last run's
  // inserts left new parts); the raw events table at 100M is left to its background merges (OPTIMIZE FINAL of it
  // takes longer than the rest of the run).
  for (const table of ['ad_events', 'post_day_facts']) await store.command(`OPTIMIZE TABLE ${table} FINAL`);
  if (events <= 20_000_000) await store.command('OPTIMIZE TABLE events FINAL');
  log(`merged in ${((performance.now() - merging) / 1000).toFixed(0)} s`);
  if (quiet > 0) {
    const waitUntil = performance.now() + 600_000;
    while (loadavg()[0] >= quiet && performance.now() < waitUntil) await sleep(5000);
    log(`load ${loadavg()[0].toFixed(2)} after waiting for under ${quiet}`);
  }
  const to = new Date();
  const from = new Date(to.getTime() - 30 * 86400000);
  const reads = (sql) => ({
    debug: (i) => store.query(sql.POST_DEBUG_COUNTS_SQL, { post: 1 + ((i * 7919) % posts) }),
    day: (i) => store.query(sql.CAMPAIGN_METRICS_SQL, { campaign: 1 + ((i * 37) % campaigns), bucket: 'day', from: ch(from), to: ch(new Date()) }),
    hour: (i) =>
      store.query(sql.CAMPAIGN_METRICS_SQL, { campaign: 1 + ((i * 37) % campaigns), bucket: 'hour', from: ch(new Date(Date.now() - 2 * 86400000)), to: ch(new Date()) }),
  });
  const raw = reads(analyticsPackage.RAW_FINAL_READS);
  const rollup = reads({ POST_DEBUG_COUNTS_SQL: analyticsPackage.POST_DEBUG_COUNTS_SQL });
  const rows = [];
  rows.push(await time('baseline: SELECT 1', () => store.query('SELECT 1 AS one')));
  rows.push(await time('debug record: one post, raw FINAL (before)', raw.debug));
  rows.push(await time('debug record: one post, rollup', rollup.debug));
  rows.push(await time('dashboard: one campaign per day, 30 days, raw FINAL', raw.day));
  rows.push(await time('dashboard: one campaign per hour, 48 hours, raw FINAL', raw.hour));
  const oneAtATime = machineConditions();

  // 500 advertisers, each its own campaign, polling every 5 s: read i is for campaign 1 + (37 i mod 500), so every
  // campaign is read once in each 500 reads. The debug record's reads at the same rate, for comparison.
  await open(sessions);
  const onSessions = `${sessions} session${sessions === 1 ? '' : 's'}`;
  const loaded = [];
  const campaignOf = (i) => 1 + ((i * 37) % campaigns);
  const coalesced = (laneCount) => {
    // The store as the reads see it, counting the queries they send.
    const counted = { sent: 0 };
    const counting = { ...store, kind: store.kind, database: store.database, query: (sql, params) => ((counted.sent += 1), store.query(sql, params)) };
    const reads = new analyticsPackage.CampaignReads(counting, { lanes: laneCount });
    return {
      chart: (i) => reads.metricsOf({ campaignId: campaignOf(i), bucket: 'day', from: ch(from), to: ch(new Date()) }),
      poll: (i) => reads.lifetimeOf([campaignOf(i)]),
      counted,
    };
  };
  const lifetime = (i) => store.query(analyticsPackage.CAMPAIGN_FIGURES_SQL, { ids: [campaignOf(i)] });
  for (const rate of rates) {
    log(`${rate} reads a second for ${seconds} s with ${ingestRate.toLocaleString('en')} facts a second inserted, ${onSessions} ...`);
    for (let round = 0; round < 2; round += 1) {
      for (const [name, kind, before] of [
        ['per day, 30 days (the chart)', 'chart', raw.day],
        ['lifetime (the 5 s poll of My campaigns)', 'poll', lifetime],
      ]) {
        for (const laneCount of laneCounts) {
          const reads = coalesced(laneCount);
          const which = laneCount === analyticsPackage.DEFAULT_LANES ? "the API's read" : `${laneCount} lane${laneCount === 1 ? '' : 's'}`;
          loaded.push(await underLoad(`${rate}/s dashboard ${name}, coalesced (${which}), ${onSessions}`, reads[kind], rate));
          loaded.push(`  ${((rate * seconds) / reads.counted.sent).toFixed(2)} reads a query; conditions: ${machineConditions()}`);
        }
        loaded.push(await underLoad(`${rate}/s dashboard ${name}, one query a read (before), ${onSessions}`, before, rate));
        loaded.push(`  conditions: ${machineConditions()}`);
      }
    }
  }
  for (const [name, read] of [
    ['debug record, raw FINAL', raw.debug],
    ['debug record, rollup', rollup.debug],
  ]) {
    loaded.push(await underLoad(`${rates[0]}/s ${name}, ${onSessions}`, read, rates[0]));
    loaded.push(`  conditions: ${machineConditions()}`);
  }
  const [after] = await store.query('SELECT count() AS n FROM events');

  log('');
  log(`ClickHouse reads at ${Number(stored.n).toLocaleString('en')} stored events (${posts.toLocaleString('en')} posts, ${campaigns} campaigns), ${queries} queries each, one at a time`);
  log(`conditions: ${oneAtATime}; chDB behind ClickHouse's HTTP interface (one session; each parameter substituted as a literal of its type, as ClickHouse's server does)`);
  for (const row of rows) log(row);
  log('');
  log(`${rates.join(' and ')} reads a second (dashboard: ${campaigns} campaigns, one advertiser reading each) for ${seconds} s each, beside ${ingestRate.toLocaleString('en')} facts/s inserted (${Number(after.n).toLocaleString('en')} events stored at the end); latency from each read's scheduled start`);
  for (const row of loaded) log(row);
} finally {
  await store?.close().catch(() => undefined);
  await server?.stop().catch(() => undefined);
  if (!kept) rmSync(dir, { recursive: true, force: true });
}
