import { connect } from 'node:net';
import { APT_REQUIREMENTS, ensureAptPackages } from './ensure-apt';
import { getFreePort } from './free-port';
import { ServiceInstance, withPortRetry, type ServiceHandle } from './service-handle';

export interface RedisOptions {
  port?: number;
  timeoutMs?: number;
  /** Keep an append-only file in the instance directory (for durability tests); off by default. */
  appendOnly?: boolean;
}

export interface RedisHandle extends ServiceHandle {
  readonly port: number;
}

/**
 * Starts a private redis-server on a free port, without persistence, in the foreground so that its
 * pid is ours to stop (a daemonized server would have to be found again through its pidfile).
 */
export async function startRedis(options: RedisOptions = {}): Promise<RedisHandle> {
  await ensureAptPackages([APT_REQUIREMENTS.redis]);
  return withPortRetry(() => startOnce(options));
}

async function startOnce(options: RedisOptions): Promise<RedisHandle> {
  const began = Date.now();
  const port = options.port ?? (await getFreePort());
  const instance = new ServiceInstance('redis', 5000);
  const { dir, logFile } = instance;
  try {
    const server = instance.spawn({
      command: '/usr/bin/redis-server',
      args: [
        '--port', String(port),
        '--bind', '127.0.0.1',
        '--save', '',
        '--appendonly', options.appendOnly ? 'yes' : 'no',
        '--daemonize', 'no',
        '--dir', dir.path,
        '--pidfile', dir.file('redis.pid'),
        '--logfile', '',
      ],
      stopSignal: 'SIGTERM',
    });
    const url = `redis://127.0.0.1:${port}`;
    await instance.waitUntilReady(server, { timeoutMs: options.timeoutMs ?? 30000, intervalMs: 50, probe: () => ping(port) });
    return { name: 'redis', url, env: { REDIS_URL: url }, dir: dir.path, logFile, startupMs: Date.now() - began, port, stop: () => instance.stop() };
  } catch (error) {
    await instance.stop();
    throw error;
  }
}

/** A bare RESP PING: a client library would leave reconnect and disconnect timers behind. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.setTimeout(1000, () => socket.destroy(new Error('PING timed out')));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (reply) => {
      socket.destroy();
      resolve(reply.toString().startsWith('+PONG'));
    });
    socket.once('error', reject);
  });
}
