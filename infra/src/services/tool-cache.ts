import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, join } from 'node:path';
import { ServicePrerequisiteError } from './service-start.error';

/** Where fetched jars and built binaries outlive a test run: `$XDG_CACHE_HOME/emberhold/<entry>` (else `~/.cache/…`). */
export function sharedCacheDir(entry: string): string {
  const cacheRoot = process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache');
  return join(cacheRoot, 'emberhold', entry);
}

/** Callers that ask while `work` runs share that run; a call after it settled starts a new one (which may find it done). */
export function sharedWhileRunning<A extends unknown[], T>(work: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let running: Promise<T> | undefined;
  return (...args) =>
    (running ??= work(...args).finally(() => {
      running = undefined;
    }));
}

/**
 * Fills a private staging directory in `cache` and renames what `fill` answers (a path inside it) to `target` in one
 * step, so concurrent runs never see half of it. Losing that rename to another run is fine once `published()` says
 * the target is complete. The staging directory is removed whatever happens.
 */
export async function publishThroughStaging(options: {
  cache: string;
  target: string;
  published: () => boolean;
  fill: (staging: string) => Promise<string>;
}): Promise<void> {
  mkdirSync(options.cache, { recursive: true });
  const staging = join(options.cache, `${basename(options.target)}.partial-${process.pid}-${randomBytes(3).toString('hex')}`);
  try {
    const made = await options.fill(staging);
    try {
      renameSync(made, options.target);
    } catch (error) {
      if (!options.published()) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Runs a preparation tool (mvn, go) to its end: its exit code and the last 8000 characters of what it printed. */
export function runTool(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<{ code: number | null; text: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: env ?? process.env });
    let text = '';
    const collect = (chunk: Buffer): void => {
      text = (text + chunk.toString()).slice(-8000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', (error) => reject(new ServicePrerequisiteError(`${command} could not run: ${error.message}`)));
    // 'close', not 'exit': the output is read to its end, which callers parse (go env GOPATH).
    child.once('close', (code) => resolve({ code, text }));
  });
}
