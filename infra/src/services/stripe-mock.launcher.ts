import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ServicePrerequisiteError, ServiceStartError } from './service-start.error';
import { ServiceInstance, type ServiceHandle } from './service-handle';
import { publishThroughStaging, runTool, sharedCacheDir, sharedWhileRunning } from './tool-cache';

/** Stripe's mock of its API, built from Stripe's OpenAPI spec (Go module, fetched through the Go module proxy). */
export const STRIPE_MOCK_VERSION = 'v0.203.0';
const STRIPE_MOCK_MODULE = 'github.com/stripe/stripe-mock';

/** A secret key stripe-mock accepts: it wants `sk_test_<anything without underscores>`. */
export const STRIPE_MOCK_SECRET_KEY = 'sk_test_emberhold';

export interface StripeMockOptions {
  timeoutMs?: number;
  /** The stripe-mock binary; defaults to the one ensureStripeMock() finds or builds. */
  binary?: string;
}

export interface StripeMockHandle extends ServiceHandle {
  readonly port: number;
}

export function stripeMockCacheDir(version = STRIPE_MOCK_VERSION): string {
  return sharedCacheDir(`stripe-mock-${version}`);
}

/**
 * Returns a stripe-mock binary of STRIPE_MOCK_VERSION: the shared cache's, else one `go install` already put in
 * $GOPATH/bin (when `go version -m` says it is that version), else a fresh `go install …@version` into the cache
 * (a minute or two of compiling the first time; Go's module cache keeps the sources).
 */
export const ensureStripeMock: (log?: (line: string) => void) => Promise<string> = sharedWhileRunning(findOrBuild);

async function findOrBuild(log: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): Promise<string> {
  const cache = stripeMockCacheDir();
  const cached = join(cache, 'stripe-mock');
  if (existsSync(cached)) return cached;
  const go = await runTool('go', ['env', 'GOPATH']).catch(() => null);
  if (!go || go.code !== 0) {
    throw new ServicePrerequisiteError(`stripe-mock needs Go to build it (go install ${STRIPE_MOCK_MODULE}@${STRIPE_MOCK_VERSION}); 'go' could not run`);
  }
  for (const gopath of go.text.trim().split(':').filter(Boolean)) {
    const installed = join(gopath, 'bin', 'stripe-mock');
    if (existsSync(installed) && (await moduleVersionOf(installed)) === STRIPE_MOCK_VERSION) return installed;
  }
  log(`[emberhold/infra] building stripe-mock ${STRIPE_MOCK_VERSION} with go install into ${cache}`);
  const began = Date.now();
  await publishThroughStaging({
    cache,
    target: cached,
    published: () => existsSync(cached),
    fill: async (staging) => {
      const built = await runTool('go', ['install', `${STRIPE_MOCK_MODULE}@${STRIPE_MOCK_VERSION}`], { ...process.env, GOBIN: staging });
      if (built.code !== 0) throw new ServicePrerequisiteError(`go install ${STRIPE_MOCK_MODULE}@${STRIPE_MOCK_VERSION} failed (exit ${built.code}):\n${built.text}`);
      return join(staging, 'stripe-mock');
    },
  });
  log(`[emberhold/infra] stripe-mock ready in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  return cached;
}

async function moduleVersionOf(binary: string): Promise<string | null> {
  const info = await runTool('go', ['version', '-m', binary]).catch(() => null);
  const line = info?.text.split('\n').find((l) => l.trim().startsWith('mod\t') || l.trim().startsWith('mod '));
  const [, module, version] = line?.trim().split(/\s+/) ?? [];
  return module === STRIPE_MOCK_MODULE ? (version ?? null) : null;
}

const LISTENING = /Listening for HTTP at address: (127\.0\.0\.1:(\d+))/;

/**
 * Starts stripe-mock on 127.0.0.1 and waits until it answers an authenticated API call. The operating system picks
 * the port (`-http-addr 127.0.0.1:`) and the launcher reads it from the log, so no port can be taken in between.
 * HTTPS is bound the same way only because stripe-mock otherwise also opens its default :12112, whoever holds it.
 *
 * stripe-mock is stateless: each call validates its parameters against Stripe's OpenAPI spec and answers a fixture
 * (a created PaymentIntent echoes amount and currency; a retrieved one is always `requires_payment_method`, 1099 usd).
 */
export async function startStripeMock(options: StripeMockOptions = {}): Promise<StripeMockHandle> {
  const binary = options.binary ?? (await ensureStripeMock());
  const began = Date.now();
  const instance = new ServiceInstance('stripe-mock', 3000);
  const { dir, logFile } = instance;
  try {
    const server = instance.spawn({ command: binary, args: ['-http-addr', '127.0.0.1:', '-https-addr', '127.0.0.1:'], stopSignal: 'SIGTERM' });
    let port = 0;
    await instance.waitUntilReady(server, {
      timeoutMs: options.timeoutMs ?? 30_000,
      intervalMs: 50,
      probe: async () => {
        port ||= Number(LISTENING.exec(readLog(logFile))?.[2] ?? 0);
        if (!port) return false;
        const response = await fetch(`http://127.0.0.1:${port}/v1/balance`, {
          headers: { authorization: `Bearer ${STRIPE_MOCK_SECRET_KEY}` },
          signal: AbortSignal.timeout(1000),
        });
        await response.arrayBuffer();
        return response.ok;
      },
    });
    if (!port) throw new ServiceStartError('stripe-mock', 'no listening address in its log', readLog(logFile), dir.path);
    const url = `http://127.0.0.1:${port}`;
    return { name: 'stripe-mock', url, env: { STRIPE_API_URL: url }, dir: dir.path, logFile, startupMs: Date.now() - began, port, stop: () => instance.stop() };
  } catch (error) {
    await instance.stop();
    throw error;
  }
}

function readLog(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
