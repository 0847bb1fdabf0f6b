import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import Redis from 'ioredis';
import { startRedis } from './redis.launcher';

const redisUrl = process.env.TEST_REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

function portAcceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describeWithRedis('Redis from the test launcher', () => {
  it('runs Lua scripts, which BullMQ depends on', async () => {
    const redis = new Redis(redisUrl!);
    try {
      await redis.set('infra-spec:counter', '41');
      const result = await redis.eval("return redis.call('INCR', KEYS[1])", 1, 'infra-spec:counter');
      expect(result).toBe(42);
    } finally {
      redis.disconnect();
    }
  });
});

describe('Redis launcher', () => {
  it('starts a private server and leaves neither process nor directory behind when stopped', async () => {
    const redis = await startRedis();
    expect(redis.env.REDIS_URL).toBe(`redis://127.0.0.1:${redis.port}`);
    expect(await portAcceptsConnections(redis.port)).toBe(true);

    await redis.stop();

    expect(await portAcceptsConnections(redis.port)).toBe(false);
    expect(existsSync(redis.dir)).toBe(false);
  });
});
