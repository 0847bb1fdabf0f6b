#!/usr/bin/env node
// Tracking ingestion throughput: POST /api/user/tracking with impression batches of 10, through the API into Kafka
// (idempotent producer, acks from all in-sync replicas), in the full mode, beside a bare node:http server that reads
// and discards the same bodies. Both are loaded by the same generator (wrk, with a Lua script making each body
// unique: its own batch id, send time and posts) at the same connection count, in the same run.
//   npm run bench:ingest [-- --connections 32 --seconds 15]
// Needs a build (npm run build); installs wrk from Debian's packages when missing. The workers are not started:
// this measures the write path (API and broker); see bench:freshness for the projection.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../lib.mjs';
import { log, machineConditions, numberArg as arg, startBuiltProcess, startFullModeServices } from './bench-support.mjs';

const connections = arg('connections', 32);
const seconds = arg('seconds', 15);
const EVENTS_PER_CALL = 10;

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
  return { rps, p50: ms('50'), p99: ms('99'), non2xx, errors };
}

/** CPU seconds a process has used so far (user + system), from /proc. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** The broker's JVM: its command line names the broker's own instance directory. */
function brokerPid(instanceDir) {
  const found = spawnSync('pgrep', ['-f', `kafka.Kafka ${instanceDir}`], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  return found ? Number(found) : undefined;
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

  const bareResult = await runWrk(`http://127.0.0.1:${bare.address().port}`);
  const broker = brokerPid(services.kafka.dir);
  const before = { api: cpuSeconds(api.pid), broker: broker ? cpuSeconds(broker) : NaN, at: performance.now() };
  const apiResult = await runWrk(base);
  const wall = (performance.now() - before.at) / 1000;
  const share = (now, then) => `${(((now - then) / wall) * 100).toFixed(0)}%`;
  const cpu = { api: share(cpuSeconds(api.pid), before.api), broker: broker ? share(cpuSeconds(broker), before.broker) : 'n/a' };
  log('');
  log(`Tracking ingestion, impression batches of ${EVENTS_PER_CALL}, wrk -t2 -c${connections} for ${seconds} s each, full mode (Kafka ${infra.KAFKA_VERSION}, one broker, acks=all, idempotent producer)`);
  log(`conditions: ${machineConditions()}; generator, API and broker share the machine`);
  log(row('bare node:http, discards (baseline)', bareResult));
  log(row('API -> Kafka', apiResult));
  log(`API throughput is ${((apiResult.rps / bareResult.rps) * 100).toFixed(0)}% of the bare server's; during the API run the API process used ${cpu.api} of a core and the Kafka broker ${cpu.broker}`);
} finally {
  for (const stop of stops) await stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}
