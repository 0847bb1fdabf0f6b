import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = join(__dirname, '..');

function composeConfig(): {
  services: Record<string, { environment?: Record<string, string>; healthcheck?: unknown }>;
} {
  // The resolved file, as compose itself reads it (anchors and defaults applied).
  return parse(execFileSync('docker-compose', ['-f', 'docker-compose.yml', 'config'], { cwd: root, encoding: 'utf8' }));
}

describe('docker-compose.yml', () => {
  it('is a valid compose file', () => {
    expect(() => execFileSync('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  });

  it('runs the full topology with a health check on every service', () => {
    const { services } = composeConfig();
    expect(Object.keys(services).sort()).toEqual(['api', 'clickhouse', 'kafka', 'postgres', 'redis', 'workers']);
    for (const [name, service] of Object.entries(services)) expect([name, service.healthcheck]).toEqual([name, expect.anything()]);
  });

  it('wires api and workers with the same four service variables the processes read', () => {
    const { services } = composeConfig();
    for (const app of ['api', 'workers']) {
      const env = services[app]!.environment!;
      expect(env.DATABASE_URL).toMatch(/^postgresql:\/\/.+@postgres:5432\//);
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(env.KAFKA_BROKERS).toBe('kafka:9092');
      expect(env.CLICKHOUSE_URL).toMatch(/^http:\/\/.+@clickhouse:8123$/);
    }
    expect(services.api!.environment!.EMBERHOLD_ROLE).toBe('api');
    expect(services.workers!.environment!.EMBERHOLD_ROLE).toBe('workers');
  });
});
