import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ServicePrerequisiteError } from './service-start.error';

/** A Debian package and the file whose presence proves it is installed (cheaper than dpkg). */
export interface AptRequirement {
  pkg: string;
  provides?: string;
}

export const POSTGRES_BIN_DIR = '/usr/lib/postgresql/15/bin';

export const APT_REQUIREMENTS = {
  postgresql: { pkg: 'postgresql', provides: `${POSTGRES_BIN_DIR}/postgres` },
  postgresqlContrib: { pkg: 'postgresql-contrib', provides: '/usr/share/postgresql/15/extension/pg_trgm.control' },
  redis: { pkg: 'redis-server', provides: '/usr/bin/redis-server' },
  chromium: { pkg: 'chromium', provides: '/usr/bin/chromium' },
  dockerCompose: { pkg: 'docker-compose', provides: '/usr/bin/docker-compose' },
  /** The HTTP load generator of the benchmarks (not needed by the tests). */
  wrk: { pkg: 'wrk', provides: '/usr/bin/wrk' },
} satisfies Record<string, AptRequirement>;

/** What the test suite needs. */
export const ALL_APT_REQUIREMENTS: AptRequirement[] = Object.values(APT_REQUIREMENTS).filter((requirement) => requirement.pkg !== 'wrk');

function isInstalled(requirement: AptRequirement): boolean {
  if (requirement.provides) return existsSync(requirement.provides);
  const query = spawnSync('dpkg-query', ['-W', '-f=${Status}', requirement.pkg], { encoding: 'utf8' });
  return query.status === 0 && query.stdout.includes('install ok installed');
}

export function missingAptPackages(requirements: AptRequirement[]): string[] {
  return [...new Set(requirements.filter((r) => !isInstalled(r)).map((r) => r.pkg))];
}

// Concurrent callers in one process share one apt run instead of fighting over the dpkg lock.
let aptQueue: Promise<unknown> = Promise.resolve();

/**
 * Installs whichever of the packages are missing with one `apt-get update` and one
 * `apt-get install -y`; does nothing (and runs nothing) when all are present.
 */
export function ensureAptPackages(
  requirements: AptRequirement[],
  log: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Promise<string[]> {
  const run = aptQueue.then(async () => {
    const missing = missingAptPackages(requirements);
    if (missing.length === 0) return [];
    if (process.getuid?.() !== 0) {
      throw new ServicePrerequisiteError(`missing Debian packages ${missing.join(', ')}; install them as root: apt-get install -y ${missing.join(' ')}`);
    }
    log(`[emberhold/infra] installing missing Debian packages: ${missing.join(' ')}`);
    // Other tools on the machine may hold the dpkg lock for a while; wait for it rather than fail.
    const lockWait = ['-o', 'DPkg::Lock::Timeout=600'];
    await apt(['update', ...lockWait], log);
    await apt(['install', '-y', '--no-install-recommends', ...lockWait, ...missing], log);
    const stillMissing = missingAptPackages(requirements);
    if (stillMissing.length > 0) throw new ServicePrerequisiteError(`apt-get install did not provide ${stillMissing.join(', ')}`);
    log(`[emberhold/infra] installed ${missing.join(' ')}`);
    return missing;
  });
  aptQueue = run.catch(() => undefined);
  return run;
}

function apt(args: string[], log: (line: string) => void): Promise<void> {
  log(`[emberhold/infra] apt-get ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn('apt-get', args, {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer): void => {
      output = (output + chunk.toString()).slice(-8000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', (error) => reject(new ServicePrerequisiteError(`apt-get ${args[0]} could not run: ${error.message}`)));
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new ServicePrerequisiteError(`apt-get ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}
