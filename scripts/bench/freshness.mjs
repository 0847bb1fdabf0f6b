#!/usr/bin/env node
// Freshness: how long after the API accepted a tracking call the fact shows in the advertiser dashboard's query,
// while the site sends a steady background load. Full mode: API and workers as separate processes, Kafka, Redis,
// Postgres and ClickHouse over HTTP (chDB behind it). A marker is a native-ad view of a campaign made for the run;
// after each accepted marker the dashboard call (GET /api/user/campaign/{id}/metrics, as its advertiser) is polled
// every 20 ms until the campaign's count includes it. The baseline, in the same run, is the same marker and poll
// with no background load.
// The background goes through a pool of keep-alive connections (undici, at most --connections calls in flight); calls
// falling due while all are busy are skipped and counted, so the rate it reached is printed beside the one asked for.
//   npm run bench:freshness [-- --rate 30000 --markers 40 --connections 128]
// Needs a build (npm run build).
import { randomBytes, createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../lib.mjs';
import { log, machineConditions, numberArg as arg, startBuiltProcess, startFullModeServices } from './bench-support.mjs';
import { percentile } from './http-load.mjs';

const eventsPerSecond = arg('rate', 10_000);
const markers = arg('markers', 40);
const connections = arg('connections', 128);
const EVENTS_PER_CALL = 10;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const infra = await import(join(root, 'infra', 'dist', 'index.js'));
const { default: pg } = await import(join(root, 'node_modules', 'pg', 'lib', 'index.js'));
const { Client } = pg;
const { Pool } = await import(join(root, 'node_modules', 'undici', 'index.js'));
const dir = mkdtempSync(join(tmpdir(), 'emberhold-bench-freshness-'));
const stops = [];
/** The background load runs while this is true; cleared on the way out whatever happened. */
let running = false;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startProcess(entry, env, port) {
  const started = await startBuiltProcess(entry, env, port);
  stops.unshift(started.stop);
}

try {
  const started = await startFullModeServices(infra, dir, stops);
  const env = {
    ...started.env,
    EMBERHOLD_SEED_SIZE: '60',
    // Thousands of markers from one address: the per-IP billing limit would throttle them.
    TRACKING_IP_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: 'warn',
  };
  const [apiPort, workersPort] = await infra.getFreePorts(2);
  await startProcess('backend', { ...env, EMBERHOLD_ROLE: 'api', EMBERHOLD_DATA_DIR: join(dir, 'api') }, apiPort);
  await startProcess('workers', { ...env, EMBERHOLD_ROLE: 'workers', EMBERHOLD_DATA_DIR: join(dir, 'workers') }, workersPort);
  const base = `http://127.0.0.1:${apiPort}`;

  // A campaign with one native ad, and a login session of its advertiser for the dashboard call.
  const db = new Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  const token = randomBytes(24).toString('base64url');
  const { rows: [advertiser] } = await db.query(`SELECT id FROM users WHERE email = 'advertiser@emberhold.test'`);
  const { rows: [campaign] } = await db.query(`INSERT INTO campaigns (advertiser_id, temp_id, updated_at) VALUES ($1, $2, now()) RETURNING id`, [advertiser.id, `fresh-${token.slice(0, 8)}`]);
  const { rows: [ad] } = await db.query(`INSERT INTO native_ads (campaign_id, title, link) VALUES ($1, 'Freshness marker', 'https://maker.example/x') RETURNING id`, [campaign.id]);
  await db.query(`INSERT INTO sessions (id, user_id, csrf_secret, expires_at) VALUES ($1, $2, 'bench', now() + interval '1 day')`, [createHash('sha256').update(token).digest('hex'), advertiser.id]);
  await db.end();
  const cookie = `emberhold_session=${token}`;
  const dashboard = async () => {
    const body = await (await fetch(`${base}/api/user/campaign/${campaign.id}/metrics?bucket=hour`, { headers: { cookie } })).json();
    return body.totals.impressions;
  };

  /** One marker: a fresh offer, its view accepted, then the dashboard polled until it counts it. */
  async function marker(expected) {
    const ads = (await (await fetch(`${base}/api/user/native_ad/`, { headers: { 'user-agent': CHROME } })).json()).ads;
    const offer = ads.find((a) => a.ad_id === ad.id).offer;
    const response = await fetch(`${base}/api/user/native_ad/tracking/impression/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': CHROME },
      body: JSON.stringify({ ad_id: ad.id, offer, session: `marker-${expected}-session` }),
    });
    const answer = await response.json();
    if (!answer.counted) throw new Error(`a marker view was not counted: ${response.status} ${JSON.stringify(answer)}`);
    const accepted = performance.now();
    for (let seen = await dashboard(); seen < expected; seen = await dashboard()) {
      if (performance.now() - accepted > 60_000) throw new Error(`marker ${expected} not on the dashboard after 60 s (it shows ${seen})`);
      await sleep(20);
    }
    return performance.now() - accepted;
  }

  async function measure(count, offset) {
    const took = [];
    for (let i = 1; i <= count; i += 1) {
      took.push(await marker(offset + i));
      await sleep(100);
    }
    return took.sort((a, b) => a - b);
  }

  // Warm-up and the idle baseline.
  await measure(5, 0);
  const idle = await measure(Math.max(10, Math.round(markers / 2)), 5);

  // The background: `eventsPerSecond` list impressions, as calls of 10 sent on a fixed schedule.
  let sent = 0;
  let failed = 0;
  let skipped = 0;
  running = true;
  const callsPerSecond = eventsPerSecond / EVENTS_PER_CALL;
  const pool = new Pool(base, { connections, pipelining: 1 });
  stops.unshift(() => pool.close());
  const headers = { 'content-type': 'application/json', 'user-agent': CHROME };
  const background = (async () => {
    const started = performance.now();
    let n = 0;
    let inflight = 0;
    let drained = () => undefined;
    while (running) {
      const due = Math.floor(((performance.now() - started) / 1000) * callsPerSecond);
      while (n < due) {
        n += 1;
        if (inflight >= connections) {
          skipped += 1;
          continue;
        }
        const items = [];
        for (let i = 0; i < EVENTS_PER_CALL; i += 1) items.push(`{"post_id":${1 + ((n * 7 + i) % 60)},"sort":"popular","page":1,"position":${i}}`);
        const body = `{"type":"impression","session_id":"background-${n % 500}-session","batch_id":"background-${n}","sent_at":${Date.now()},"impressions":[${items.join(',')}]}`;
        inflight += 1;
        pool
          .request({ path: '/api/user/tracking', method: 'POST', headers, body })
          .then(async (r) => {
            await r.body.dump();
            if (r.statusCode === 200) sent += EVENTS_PER_CALL;
            else failed += 1;
          })
          .catch(() => (failed += 1))
          .finally(() => {
            inflight -= 1;
            if (inflight === 0) drained();
          });
      }
      await sleep(5);
    }
    if (inflight > 0) await new Promise((resolve) => (drained = resolve));
    return (performance.now() - started) / 1000;
  })();
  await sleep(3_000);
  const loaded = await measure(markers, 5 + idle.length);
  running = false;
  const seconds = await background;

  const row = (name, took) =>
    `${name.padEnd(44)} p50 ${percentile(took, 50).toFixed(0).padStart(5)} ms  p95 ${percentile(took, 95).toFixed(0).padStart(5)} ms  max ${took.at(-1).toFixed(0).padStart(5)} ms  (${took.length} markers)`;
  log('');
  log(`Freshness: accepted native-ad view to the advertiser dashboard call counting it, full mode (Kafka, workers, ClickHouse over HTTP)`);
  log(`conditions: ${machineConditions()}; load generator, API, workers, broker and ClickHouse share the machine`);
  log(row('no background load (baseline)', idle));
  log(row(`background ${Math.round(sent / seconds).toLocaleString('en')} events/s accepted`, loaded));
  log(
    `background calls refused or failed: ${failed}; skipped with all ${connections} connections busy: ${skipped} (target ${eventsPerSecond.toLocaleString('en')} events/s)`,
  );
} catch (error) {
  process.exitCode = 1;
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
} finally {
  running = false;
  for (const stop of stops) await stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}
process.exit();
