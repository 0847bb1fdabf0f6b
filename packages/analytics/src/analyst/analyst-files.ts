import { chmodSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Files in the embedded mode's data directory that the analyst command and the running product share. The product
 * holds chDB's data path while it runs (one process per path), so the command either opens the store itself (no
 * product running) or sends its query to the product's loopback endpoint, proving with the token that its user can
 * read the data directory.
 */
export const analystFiles = {
  /** chDB's data path under the data directory (packages/runtime/src/open-infrastructure.ts opens the same). */
  clickhouse: 'clickhouse',
  /** The pid of the process holding the data directory (packages/runtime/src/data-dir-lock.ts). */
  lock: 'emberhold.pid',
  /** The bearer token of the analyst endpoint, written owner-only at each start. */
  token: 'analyst-token',
  /** Where the running product listens: {"pid": N, "url": "http://127.0.0.1:3000/"}. */
  endpoint: 'analyst-endpoint.json',
} as const;

export interface AnalystEndpoint {
  pid: number;
  url: string;
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of another live process holding the data directory, if any (a stale pid file is no holder). */
export function dataDirHolder(dataDir: string): number | undefined {
  let holder: number;
  try {
    holder = Number(readFileSync(join(dataDir, analystFiles.lock), 'utf8').trim());
  } catch {
    return undefined;
  }
  return Number.isInteger(holder) && holder > 0 && holder !== process.pid && isProcessAlive(holder) ? holder : undefined;
}

/**
 * Claims the data directory the way the product does (its pid in emberhold.pid), so the product refuses to start
 * on it while this process has chDB open. Returns the release, which removes the file only while it is still ours.
 */
export function claimDataDir(dataDir: string): () => void {
  const file = join(dataDir, analystFiles.lock);
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}

/** Writes a file only its owner can read or write (0600), replacing any older one in one step. */
export function writeOwnerOnly(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  writeFileSync(temporary, text, { mode: 0o600, flag: 'wx' });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

/** The endpoint's token, or undefined when there is none; other read errors (EACCES: another user's product) throw. */
export function readAnalystToken(dataDir: string): string | undefined {
  try {
    const token = readFileSync(join(dataDir, analystFiles.token), 'utf8').trim();
    return token.length > 0 ? token : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export function readAnalystEndpoint(dataDir: string): AnalystEndpoint | undefined {
  try {
    const parsed = JSON.parse(readFileSync(join(dataDir, analystFiles.endpoint), 'utf8')) as Partial<AnalystEndpoint>;
    return typeof parsed.pid === 'number' && typeof parsed.url === 'string' ? { pid: parsed.pid, url: parsed.url } : undefined;
  } catch {
    return undefined;
  }
}
