import { describeEphemeralStoreContract } from './ephemeral-store.contract';
import { createMemoryEphemeralStore } from './memory-ephemeral-store.adapter';
import { openRedisEphemeralStore } from './redis-ephemeral-store.adapter';

const redisUrl = process.env.TEST_REDIS_URL;

if (redisUrl) {
  describeEphemeralStoreContract('redis', () => openRedisEphemeralStore({ url: redisUrl, keyPrefix: 'emberhold-contract:' }), {
    openWithPrefix: (keyPrefix) => openRedisEphemeralStore({ url: redisUrl, keyPrefix }),
  });
} else {
  describe.skip('ephemeral store contract › redis (TEST_REDIS_URL is not set)', () => it('needs Redis', () => undefined));
}

describeEphemeralStoreContract('memory', async () => createMemoryEphemeralStore());
