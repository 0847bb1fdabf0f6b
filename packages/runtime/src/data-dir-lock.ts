import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InfrastructureUnavailableError } from './infrastructure';

/** Whether the process `pid` runs: one of another user counts too (signalling it is refused, not missing). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded databases are single-writer files; a second process on the same data directory would corrupt
 * them. A pid file claims the directory; a stale one (its process gone) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'emberhold.pid');
  try {
    const holder = Number(readFileSync(lockFile, 'utf8').trim());
    if (holder && holder !== process.pid && isProcessAlive(holder)) {
      throw new InfrastructureUnavailableError(
        `Another Emberhold process (pid ${holder}) is using the data directory ${dataDir}; stop it first or set EMBERHOLD_DATA_DIR to another directory`,
      );
    }
  } catch (error) {
    if (error instanceof InfrastructureUnavailableError) throw error;
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}
