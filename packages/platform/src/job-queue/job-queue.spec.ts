import { describeJobQueueContract } from './job-queue.contract';
import { openBullmqJobQueues } from './bullmq-job-queue.adapter';
import { createInProcessJobQueues } from './in-process-job-queue.adapter';

const quiet = () => undefined;
const redisUrl = process.env.TEST_REDIS_URL;

if (redisUrl) {
  describeJobQueueContract('bullmq', () => openBullmqJobQueues({ redisUrl, prefix: 'emberhold-contract', onAttemptFailed: quiet }));
} else {
  describe.skip('job queue contract › bullmq (TEST_REDIS_URL is not set)', () => it('needs Redis', () => undefined));
}

describeJobQueueContract('in-process', async () => createInProcessJobQueues({ onAttemptFailed: quiet }));
