import { APT_REQUIREMENTS, ensureAptPackages, missingAptPackages } from './ensure-apt';

// The Jest global setup has installed these by the time any spec runs.
const { postgresql, postgresqlContrib, redis, chromium } = APT_REQUIREMENTS;
const launcherPackages = [postgresql, postgresqlContrib, redis, chromium];

describe('ensure-apt', () => {
  it('reports nothing missing, and runs nothing, when every package the launchers need is installed', async () => {
    expect(missingAptPackages(launcherPackages)).toEqual([]);
    const logged: string[] = [];
    await expect(ensureAptPackages(launcherPackages, (line) => logged.push(line))).resolves.toEqual([]);
    expect(logged).toEqual([]);
  });

  it('asks dpkg about packages that name no file to look for', () => {
    expect(missingAptPackages([{ pkg: 'emberhold-no-such-package' }, { pkg: 'bash' }])).toEqual(['emberhold-no-such-package']);
  });
});
