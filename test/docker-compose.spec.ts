import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = join(__dirname, '..');

interface ComposeService {
  environment?: Record<string, string>;
  healthcheck?: unknown;
  ports?: Array<string | { published?: number | string; target?: number | string }>;
  container_name?: string;
  command?: string | string[];
  depends_on?: Record<string, unknown> | string[];
}

function composeConfig(): {
  services: Record<string, ComposeService>;
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
    expect(Object.keys(services).sort()).toEqual(['api', 'clickhouse', 'kafka', 'lb', 'postgres', 'redis', 'workers']);
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

  /** The host ports a service publishes ("8123", "127.0.0.1:8123:8123" or the long form compose resolves them to). */
  const publishedPorts = (service: ComposeService): string[] =>
    (service.ports ?? []).map((port) => (typeof port === 'string' ? (port.includes(':') ? port.split(':').slice(-2, -1)[0]! : port) : String(port.published ?? '')));

  it('scales api and workers (docker compose up --scale api=2 --scale workers=2) without a host port clash', () => {
    const { services } = composeConfig();
    // A fixed host port or container name on a scaled service would make the second container fail to start.
    for (const app of ['api', 'workers']) {
      expect([app, publishedPorts(services[app]!)]).toEqual([app, []]);
      expect([app, services[app]!.container_name]).toEqual([app, undefined]);
    }
    // Every published host port belongs to one service only.
    const published = Object.values(services).flatMap(publishedPorts);
    expect(new Set(published).size).toBe(published.length);
  });

  it('puts a load balancer in front of every api container, the only service publishing the site, and trusts it as one proxy hop', () => {
    const { services } = composeConfig();
    const lb = services.lb!;
    expect(publishedPorts(lb)).toEqual(['3000']);
    const script = [lb.command ?? []].flat().join(' ');
    // The upstream is the api service's name, resolved again while running, so added or restarted containers are found.
    expect(script).toMatch(/server api:3000 resolve;/);
    expect(script).toMatch(/resolver 127\.0\.0\.11/);
    expect(script).toMatch(/X-Forwarded-For \$+proxy_add_x_forwarded_for/);
    expect(Object.keys(lb.depends_on ?? {})).toContain('api');
    // Without trusting lb, every visitor would be lb's address: one shared budget for each per-address rate limit.
    expect(services.api!.environment!.TRUSTED_PROXIES).toBe('1');
  });
});
