import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '@emberhold/platform';

/**
 * The key the server signs with (native-ad offers, and sessions later). The full mode requires SESSION_SECRET from
 * the environment; the embedded mode keeps a random one in its data directory (owner-only), so signatures survive
 * a restart without anyone having to set it.
 */
export function serverSecret(config: Pick<AppConfig, 'SESSION_SECRET' | 'dataDir'>): string {
  if (config.SESSION_SECRET !== undefined) return config.SESSION_SECRET;
  const file = join(config.dataDir, 'server-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}
