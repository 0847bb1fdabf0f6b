#!/usr/bin/env node
// Tracking ingestion throughput: POST /api/user/tracking with impression batches of 10, through the API into Kafka
// (idempotent producer, acks from all in-sync replicas), in the full mode, beside a bare node:http server that reads
// and discards the same bodies. Both are loaded by the same generator (wrk, with a Lua script making each body
// unique: its own batch id, send time and posts) at the same connection count, in the same run.
// Then Kafka's own producer performance tool (kafka-producer-perf-test, ProducerPerformance, from the broker's jars
// plus kafka-tools) sends records of the API's record size to the same broker with acks=all and idempotence: the
// ceiling the API's figures are set against.
//   npm run bench:ingest [-- --connections 32 --seconds 15 --rounds 3 --perf-records 60000]
// The bare server and the API are loaded in alternating rounds (bare, API, bare, API ...), so a change in the shared
// machine's load during the run reaches both: each round's ratio is one reading of the API's share, and the figures
// printed are the rounds' medians.
// Needs a build (npm run build); installs wrk from Debian's packages when missing. The workers are not started:
// this measures the write path (API and broker); see bench:freshness for the projection.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { clearTimeout } from 'node:timers';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../lib.mjs';
import { median } from './http-load.mjs';
import { cpuSeconds, log, machineConditions, numberArg as arg, startBuiltProcess, startFullModeServices } from './bench-support.mjs';

const connections = arg('connections', 32);
const seconds = arg('seconds', 15);
const rounds = Math.max(1, arg('rounds', 3));
const perfRecords = arg('perf-records', 60_000);
const EVENTS_PER_CALL = 10;
const TRACKING_TOPIC = 'emberhold.tracking.v1';

const infra = await import(join(root, 'infra', 'dist', 'index.js'));
const dir = mkdtempSync(join(tmpdir(), 'emberhold-bench-ingest-'));
const stops = [];

// One Lua script for both targets: each request is a new call with a unique batch id, as browsers send them.
const script = join(dir, 'tracking.lua');
writeFileSync(
  script,
  `
local counter = 0
local thread_id = 0
local threads = {}
function setup(thread)
  thread:set("tid", #threads + 1)
  table.insert(threads, thread)
end
function init(args)
  thread_id = tid
end
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["User-Agent"] = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
request = function()
  counter = counter + 1
  local items = {}
  for i = 0, ${EVENTS_PER_CALL - 1} do
    items[#items + 1] = string.format('{"post_id":%d,"sort":"popular","page":%d,"position":%d}', ((counter * 7 + i) % 60) + 1, (counter % 8) + 1, i)
  end
  local body = string.format('{"type":"impression","session_id":"bench-session-%d-%d","batch_id":"batch-%d-%09d","sent_at":%d,"impressions":[%s]}',
    thread_id, counter % 1000, thread_id, counter, os.time() * 1000, table.concat(items, ","))
  return wrk.format(nil, "/api/user/tracking", nil, body)
end
`,
);

/** wrk as a child process; asynchronous, so the bare server in this process keeps answering. */
function wrk(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk failed: ${err || out}`))));
  });
}

/** Runs wrk and reads requests/s, latency percentiles and non-2xx answers from its report. */
async function runWrk(url) {
  const out = await wrk(['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', script, url]);
  const ms = (label) => {
    const match = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out);
    if (!match) return NaN;
    const value = Number(match[1]);
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
  };
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const errors = /Socket errors: (.*)/.exec(out)?.[1] ?? 'none';
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  return { rps, requests, p50: ms('50'), p99: ms('99'), non2xx, errors };
}

/** The broker's JVM: its command line names the broker's own instance directory. */
function brokerPid(instanceDir) {
  const found = spawnSync('pgrep', ['-f', `kafka.Kafka ${instanceDir}`], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  return found ? Number(found) : undefined;
}

/** The size of one record the API wrote (key and value), read back from the tracking topic. */
async function apiRecordSize(brokers) {
  const { Kafka, logLevel } = await import('kafkajs');
  const kafka = new Kafka({ clientId: 'bench-ingest', brokers, logLevel: logLevel.NOTHING });
  const consumer = kafka.consumer({ groupId: `bench-ingest-size-${process.pid}` });
  await consumer.connect();
  await consumer.subscribe({ topics: [TRACKING_TOPIC], fromBeginning: true });
  try {
    return await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no tracking record read back within 30 s')), 30_000);
      void consumer.run({
        eachMessage: async ({ message }) => {
          clearTimeout(timer);
          resolve((message.key?.length ?? 0) + (message.value?.length ?? 0));
        },
      });
    });
  } finally {
    await consumer.disconnect();
  }
}

/** Kafka's ProducerPerformance against the broker: `records` records of `size` bytes, acks=all, idempotent. */
async function kafkaPerfTest(brokers, classpath, topic, records, size) {
  const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
  const args = [
    '-Xms256m', '-Xmx512m', '-cp', classpath, 'org.apache.kafka.tools.ProducerPerformance',
    '--topic', topic, '--num-records', String(records), '--record-size', String(size), '--throughput', '-1',
    '--producer-props', `bootstrap.servers=${brokers.join(',')}`, 'acks=all', 'enable.idempotence=true',
  ];
  const out = await new Promise((resolve, reject) => {
    const child = spawn(java, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`ProducerPerformance failed (exit ${code}): ${text.slice(-2000)}`))));
  });
  // "60000 records sent, 12345.6 records/sec (41.23 MB/sec), 12.30 ms avg latency, 345.00 ms max latency, 10 ms 50th, 30 ms 95th, 40 ms 99th, ..."
  const summary = /(\d+) records sent, ([\d.]+) records\/sec \(([\d.]+) MB\/sec\), [\d.]+ ms avg latency, [\d.]+ ms max latency, (\d+) ms 50th, \d+ ms 95th, (\d+) ms 99th/.exec(out);
  if (!summary) throw new Error(`ProducerPerformance printed no summary: ${out.slice(-2000)}`);
  return { records: Number(summary[2]), mbs: Number(summary[3]), p50: Number(summary[4]), p99: Number(summary[5]) };
}

/**
 * The event log adapter alone, in this process (no HTTP, no API): `connections` callers each producing one record like
 * the API's and waiting for its acknowledgement, for `secs` seconds. Shows what the client library and its settings
 * allow, apart from the API's own per-call work.
 */
async function adapterOnly(brokers, partitions, options, secs) {
  const { openKafkaEventLog } = createRequire(import.meta.url)(join(root, 'packages', 'platform', 'dist', 'index.js'));
  const eventLog = await openKafkaEventLog({ brokers, clientId: 'bench-adapter', logLevel: 'nothing', ...options });
  const topic = `bench.adapter-only-${options.producers}-${options.lingerMs}`;
  await eventLog.ensureTopics([{ topic, partitions }]);
  const now = new Date().toISOString();
  // The API's record: what a call's impressions share once, then each one's id and payload (EventBatch).
  const value = (n) => ({
    shared: {
      type: 'post.impression', version: 1, occurred_at: now, received_at: now,
      session_id: `bench-session-${n % 1000}`, user_id: null, country: 'us', device: 'desktop', traffic: 'human',
    },
    batch: Array.from({ length: EVENTS_PER_CALL }, (_, i) => ({
      id: `019384ab-cdef-7123-8456-${n.toString(16).padStart(8, '0')}${i.toString(16).padStart(4, '0')}`,
      payload: { post_id: (n % 60) + 1, surface: 'list', sort: 'popular', page: (n % 8) + 1, position: i },
    })),
  });
  const run = async (ms) => {
    const latencies = [];
    const until = performance.now() + ms;
    let n = 0;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const mine = n++;
          const began = performance.now();
          await eventLog.produce([{ topic, key: `session:bench-session-${mine % 1000}`, value: value(mine) }]);
          latencies.push(performance.now() - began);
        }
      }),
    );
    return latencies;
  };
  try {
    await run(2000);
    const cpuBefore = process.cpuUsage();
    const began = performance.now();
    const latencies = await run(secs * 1000);
    const wall = (performance.now() - began) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    latencies.sort((a, b) => a - b);
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
    return { rps: latencies.length / wall, p50: at(0.5), p99: at(0.99), cpu: `${(((cpu.user + cpu.system) / 1e6 / wall) * 100).toFixed(0)}%` };
  } finally {
    await eventLog.close();
  }
}

/**
 * Several wrk runs as one row: rate and latencies as the runs' medians (so they may come from different runs); non-2xx
 * answers summed and socket errors listed, so one in any run shows.
 */
function medianResult(results) {
  return {
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: [...new Set(results.map((r) => r.errors))].join('; '),
  };
}

function row(name, r) {
  const events = r.rps * EVENTS_PER_CALL;
  return `${name.padEnd(34)} ${Math.round(r.rps).toString().padStart(7)} calls/s ${Math.round(events).toString().padStart(8)} events/s  p50 ${r.p50.toFixed(2).padStart(6)} ms  p99 ${r.p99.toFixed(2).padStart(7)} ms  non-2xx ${r.non2xx}  socket errors: ${r.errors}`;
}

try {
  await infra.ensureAptPackages([infra.APT_REQUIREMENTS.wrk]);
  const { services, env } = await startFullModeServices(infra, dir, stops);

  // The baseline: reads the whole body and answers what the API answers, nothing else.
  const answer = JSON.stringify({ meta: { status: 'success' }, accepted: EVENTS_PER_CALL });
  const bare = http.createServer((request, response) => {
    request.on('data', () => undefined);
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(answer);
    });
  });
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
  stops.unshift(() => new Promise((resolve) => bare.close(resolve)));

  const port = await infra.getFreePort();
  const api = await startBuiltProcess(
    'backend',
    {
      ...env,
      EMBERHOLD_ROLE: 'api',
      EMBERHOLD_DATA_DIR: join(dir, 'api'),
      EMBERHOLD_SEED_SIZE: '60',
      LOG_LEVEL: 'warn',
    },
    port,
  );
  stops.unshift(api.stop);
  const { base } = api;
  log('API ready; warming up ...');
  await wrk(['-t2', `-c${connections}`, '-d3s', '-s', script, base]);
  await wrk(['-t2', `-c${connections}`, '-d2s', '-s', script, `http://127.0.0.1:${bare.address().port}`]);

  const broker = brokerPid(services.kafka.dir);
  const roundResults = [];
  for (let round = 0; round < rounds; round += 1) {
    const bareRun = await runWrk(`http://127.0.0.1:${bare.address().port}`);
    const before = { api: cpuSeconds(api.pid), broker: broker ? cpuSeconds(broker) : NaN, at: performance.now() };
    const apiRun = await runWrk(base);
    const wall = (performance.now() - before.at) / 1000;
    const apiCpu = cpuSeconds(api.pid) - before.api;
    roundResults.push({
      bare: bareRun,
      api: apiRun,
      // The API's CPU time a call (user and system, all its threads): what the write path costs apart from waiting.
      apiCpuPerCall: (apiCpu / apiRun.requests) * 1000,
      apiCores: apiCpu / wall,
      brokerCores: broker ? (cpuSeconds(broker) - before.broker) / wall : NaN,
      conditions: machineConditions(),
    });
  }
  const medianOf = (read) => median(roundResults.map(read));
  const bareResult = medianResult(roundResults.map((r) => r.bare));
  const apiResult = medianResult(roundResults.map((r) => r.api));
  const percent = (fraction) => (Number.isNaN(fraction) ? 'n/a' : `${(fraction * 100).toFixed(0)}%`);
  const roundShares = roundResults.map((r) => r.api.rps / r.bare.rps);

  // Kafka's own producer on the same broker, same record size, its own topic with the tracking topic's partitions.
  const brokers = env.KAFKA_BROKERS.split(',');
  const recordSize = await apiRecordSize(brokers);
  const { ensureKafkaToolsClasspath } = createRequire(import.meta.url)(join(root, 'infra', 'dist', 'services', 'kafka.launcher.js'));
  const classpath = await ensureKafkaToolsClasspath(log);
  const { Kafka, logLevel } = await import('kafkajs');
  const admin = new Kafka({ clientId: 'bench-ingest', brokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  const [{ partitions }] = (await admin.fetchTopicMetadata({ topics: [TRACKING_TOPIC] })).topics;
  const perfTopic = 'bench.producer-perf';
  await admin.createTopics({ waitForLeaders: true, topics: [{ topic: perfTopic, numPartitions: partitions.length }] });
  await admin.disconnect();
  log(`Kafka's producer performance tool: warming up, then ${perfRecords} records of ${recordSize} bytes ...`);
  await kafkaPerfTest(brokers, classpath, perfTopic, Math.min(perfRecords, 20_000), recordSize);
  const brokerBeforePerf = broker ? cpuSeconds(broker) : NaN;
  const perfStart = performance.now();
  const perf = await kafkaPerfTest(brokers, classpath, perfTopic, perfRecords, recordSize);
  const perfWall = (performance.now() - perfStart) / 1000;
  const perfBrokerCpu = broker ? `${(((cpuSeconds(broker) - brokerBeforePerf) / perfWall) * 100).toFixed(0)}%` : 'n/a';
  const apiRecords = apiResult.rps; // one record per impression call

  // The adapter alone at the same concurrency: one idempotent producer with a 5 ms linger (the old settings), then no
  // linger with 1, 2 (the default) and 4 producers.
  const adapterRuns = [];
  for (const options of [{ producers: 1, lingerMs: 5 }, { producers: 1, lingerMs: 0 }, { producers: 2, lingerMs: 0 }, { producers: 4, lingerMs: 0 }]) {
    adapterRuns.push([options, await adapterOnly(brokers, partitions.length, options, Math.min(seconds, 10))]);
  }
  log('');
  log(`Tracking ingestion, impression batches of ${EVENTS_PER_CALL}, wrk -t2 -c${connections} for ${seconds} s a run, ${rounds} rounds, full mode (Kafka ${infra.KAFKA_VERSION}, one broker, acks=all, idempotent producer)`);
  log(`conditions: ${machineConditions()}; generator, API and broker share the machine`);
  roundResults.forEach((r, i) => {
    log(row(`round ${i + 1}: bare node:http`, r.bare));
    log(row(`round ${i + 1}: API -> Kafka`, r.api));
    log(`${''.padEnd(34)} API ${percent(r.api.rps / r.bare.rps)} of bare; API process ${percent(r.apiCores)} of a core (${r.apiCpuPerCall.toFixed(3)} ms of CPU a call), broker ${percent(r.brokerCores)}; ${r.conditions}`);
  });
  log(row(`bare node:http, discards (baseline)`, bareResult) + `  (median of ${rounds})`);
  log(row('API -> Kafka', apiResult) + `  (median of ${rounds})`);
  log(
    `API throughput is ${percent(median(roundShares))} of the bare server's (median of the rounds' ratios: ${roundShares.map(percent).join(', ')}); ` +
      `the API process used ${percent(medianOf((r) => r.apiCores))} of a core (${medianOf((r) => r.apiCpuPerCall).toFixed(3)} ms of CPU a call) and the Kafka broker ${percent(medianOf((r) => r.brokerCores))}`,
  );
  log(
    `${'kafka-producer-perf-test (ceiling)'.padEnd(34)} ${Math.round(perf.records).toString().padStart(7)} records/s of ${recordSize} B (${perf.mbs.toFixed(1)} MB/s; ${Math.round(perf.records * EVENTS_PER_CALL)} events/s at ${EVENTS_PER_CALL} a record)  p50 ${perf.p50} ms  p99 ${perf.p99} ms; acks=all, enable.idempotence=true, ${partitions.length} partitions, ${perfRecords} records; broker used ${perfBrokerCpu} of a core`,
  );
  for (const [options, r] of adapterRuns) {
    log(`${`adapter alone, ${options.producers} producer(s), linger ${options.lingerMs}`.padEnd(34)} ${Math.round(r.rps).toString().padStart(7)} calls/s ${Math.round(r.rps * EVENTS_PER_CALL).toString().padStart(8)} events/s  p50 ${r.p50.toFixed(2).padStart(6)} ms  p99 ${r.p99.toFixed(2).padStart(7)} ms  (${connections} callers, one record each, ${r.cpu} of a core)`);
  }
  log(`API events/s are ${((apiRecords / perf.records) * 100).toFixed(0)}% of Kafka's own producer's at the same record size (${machineConditions()})`);
} finally {
  for (const stop of stops) await stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}
