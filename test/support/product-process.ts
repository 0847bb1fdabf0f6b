import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCT_READY_WITHIN_MS } from '../../backend/test/test-constants.test-support';

export const repoRoot = join(__dirname, '..', '..');

export interface ProductProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Polls GET {path} until it answers 200, failing early if the process exits. */
  waitForOk(port: number, path?: string, timeoutMs?: number): Promise<void>;
  /** SIGTERM, then SIGKILL if the process has not exited within the grace period. */
  stop(graceMs?: number): Promise<number | null>;
}

/** Runs a built entry point (backend/dist/main.js, workers/dist/main.js) as its own process, as deployments do. */
export function startProductProcess(entry: 'backend' | 'workers', env: Record<string, string>): ProductProcess {
  const script = join(repoRoot, entry, 'dist', 'main.js');
  if (!existsSync(script)) throw new Error(`${script} is missing: run "npm run build" first (npm test does)`);
  // Only what the test sets: no service URL leaks in from the environment running the tests. A site build made
  // elsewhere (EMBERHOLD_SITE_DIST) is passed on, so a run can test a bundle that another build cannot replace under it.
  const site = process.env.EMBERHOLD_SITE_DIST ? { EMBERHOLD_SITE_DIST: process.env.EMBERHOLD_SITE_DIST } : {};
  const child = spawn(process.execPath, [script], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', ...site, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));

  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    async waitForOk(port, path = '/readyz', timeoutMs = PRODUCT_READY_WITHIN_MS) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (exitCode !== undefined) throw new Error(`${entry} exited with ${exitCode} before ${path} answered:\n${err}\n${out.slice(-3000)}`);
        try {
          const response = await fetch(`http://127.0.0.1:${port}${path}`);
          if (response.status === 200) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`${entry} did not answer ${path} within ${timeoutMs} ms:\n${err}\n${out.slice(-3000)}`);
    },
    async stop(graceMs = 15_000) {
      if (exitCode !== undefined) return exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** Temporary directories for one test file's processes (data dirs, ClickHouse paths), all removed by `removeAll`. */
export function tempDirs(): { temp: (prefix: string) => string; removeAll: () => void } {
  const dirs: string[] = [];
  return {
    temp: (prefix) => {
      const dir = mkdtempSync(join(tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
    removeAll: () => {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}
