import { eventually, uniqueName } from '@emberhold/infra';
import type { JobQueue, JobQueues } from './job-queue.port';

type ContractJobs = {
  'mail.send': { to: string; n?: number };
  'scores.recompute': { window: 'week' | 'month' };
  'marker.reached': { label: string };
};

/** Tolerance for comparing a timer against the wall clock, which Redis and Node read with 1 ms resolution. */
const clockSlackMs = 5;

/**
 * What workers rely on from the job queue, whichever adapter carries it: retries with exponential backoff, a
 * failed list that says why, delays that are never cut short, jobId dedupe, repeatable schedules, bounded
 * concurrency and a close that lets running jobs finish. Every test uses its own queue.
 */
export function describeJobQueueContract(name: string, open: () => Promise<JobQueues>): void {
  describe(`job queue contract › ${name}`, () => {
    let queues: JobQueues;
    let opened: JobQueue<ContractJobs>[] = [];

    const newQueue = (label: string) => {
      const queue = queues.queue<ContractJobs>(uniqueName(`contract-${label}`));
      opened.push(queue);
      return queue;
    };

    beforeAll(async () => {
      queues = await open();
    });

    afterEach(async () => {
      await Promise.all(opened.map((queue) => queue.close()));
      opened = [];
    });

    afterAll(async () => {
      await queues.close();
    });

    it('runs an added job with its name and payload', async () => {
      const queue = newQueue('basic');
      const seen: Array<{ name: string; payload: unknown; attempt: number }> = [];
      await queue.process({
        'mail.send': async (job) => {
          seen.push({ name: job.name, payload: job.payload, attempt: job.attempt });
        },
      });
      const { id } = await queue.add('mail.send', { to: 'reader@example.com' });

      expect(id).toEqual(expect.any(String));
      await eventually(() => expect(seen).toEqual([{ name: 'mail.send', payload: { to: 'reader@example.com' }, attempt: 1 }]));
    });

    it('retries a failing job with exponential backoff until it succeeds', async () => {
      const queue = newQueue('retry');
      const startedAt: number[] = [];
      let succeeded = false;
      await queue.process({
        'scores.recompute': async (job) => {
          startedAt.push(Date.now());
          if (job.attempt < 3) throw new Error(`ClickHouse busy (attempt ${job.attempt})`);
          succeeded = true;
        },
      });
      await queue.add('scores.recompute', { window: 'week' }, { attempts: 4, backoff: { type: 'exponential', delayMs: 100 } });

      await eventually(() => expect(succeeded).toBe(true));
      expect(startedAt).toHaveLength(3);
      const [first = 0, second = 0, third = 0] = startedAt;
      expect(second - first).toBeGreaterThanOrEqual(100 - clockSlackMs);
      expect(third - second).toBeGreaterThanOrEqual(200 - clockSlackMs);
      expect(await queue.getFailed()).toEqual([]);
    });

    it('keeps a job that used up its attempts in the failed list, with the reason', async () => {
      const queue = newQueue('dead-letter');
      let runs = 0;
      await queue.process({
        'mail.send': async () => {
          runs += 1;
          throw new Error('mail relay refused the message');
        },
      });
      const { id } = await queue.add('mail.send', { to: 'nobody@example.com' }, { attempts: 2, backoff: { type: 'fixed', delayMs: 50 } });

      const [failed] = await eventually(async () => {
        const list = await queue.getFailed();
        expect(list).toHaveLength(1);
        return list;
      });
      expect(failed).toMatchObject({ id, name: 'mail.send', payload: { to: 'nobody@example.com' }, reason: 'mail relay refused the message', attemptsMade: 2 });
      expect(failed?.failedAt).toBeInstanceOf(Date);
      expect(runs).toBe(2);
    });

    it('fails a job that has no handler at once, saying so', async () => {
      const queue = newQueue('unhandled');
      await queue.process({ 'mail.send': async () => undefined });
      await queue.add('scores.recompute', { window: 'month' }, { attempts: 3 });

      const [failed] = await eventually(async () => {
        const list = await queue.getFailed();
        expect(list).toHaveLength(1);
        return list;
      });
      expect(failed?.reason).toMatch(/No handler for job scores\.recompute/);
      expect(failed?.attemptsMade).toBe(1);
    });

    it('runs a delayed job no earlier than its delay', async () => {
      const queue = newQueue('delayed');
      let ranAt = 0;
      await queue.process({
        'mail.send': async () => {
          ranAt = Date.now();
        },
      });
      const addedAt = Date.now();
      await queue.add('mail.send', { to: 'later@example.com' }, { delayMs: 400 });

      await eventually(() => expect(ranAt).toBeGreaterThan(0));
      expect(ranAt - addedAt).toBeGreaterThanOrEqual(400 - clockSlackMs);
    });

    it('adds a job only once per jobId, also after it has run', async () => {
      const queue = newQueue('dedupe');
      const ran: string[] = [];
      const first = await queue.add('mail.send', { to: 'a@example.com', n: 1 }, { jobId: 'welcome-mail-7' });
      const again = await queue.add('mail.send', { to: 'a@example.com', n: 2 }, { jobId: 'welcome-mail-7' });
      await queue.add('marker.reached', { label: 'first' });
      expect(again.id).toBe(first.id);

      // One job at a time, in order: once a marker added later has run, anything added before it has run too.
      await queue.process(
        {
          'mail.send': async (job) => void ran.push(`mail ${job.payload.n}`),
          'marker.reached': async (job) => void ran.push(`marker ${job.payload.label}`),
        },
        { concurrency: 1 },
      );
      await eventually(() => expect(ran).toEqual(['mail 1', 'marker first']));

      await queue.add('mail.send', { to: 'a@example.com', n: 3 }, { jobId: 'welcome-mail-7' });
      await queue.add('marker.reached', { label: 'second' });
      await eventually(() => expect(ran).toEqual(['mail 1', 'marker first', 'marker second']));
    });

    it('refuses a job id that only some adapters could store', async () => {
      const queue = newQueue('job-id');
      await expect(queue.add('mail.send', { to: 'a@example.com' }, { jobId: '42' })).rejects.toMatchObject({ code: 'JOB_QUEUE_INVALID_JOB_ID' });
      await expect(queue.add('mail.send', { to: 'a@example.com' }, { jobId: 'post:42' })).rejects.toMatchObject({ code: 'JOB_QUEUE_INVALID_JOB_ID' });
    });

    it('runs a repeatable job again and again, and registering it twice keeps one schedule', async () => {
      const queue = newQueue('repeat');
      let runs = 0;
      await queue.process({
        'scores.recompute': async () => {
          runs += 1;
        },
      });
      await queue.schedule('scores-week', { everyMs: 200 }, 'scores.recompute', { window: 'week' });
      await queue.schedule('scores-week', { everyMs: 200 }, 'scores.recompute', { window: 'week' });

      expect(await queue.getSchedules()).toEqual([expect.objectContaining({ id: 'scores-week', name: 'scores.recompute', everyMs: 200 })]);
      await eventually(() => expect(runs).toBeGreaterThanOrEqual(3));

      await queue.unschedule('scores-week');
      expect(await queue.getSchedules()).toEqual([]);
    });

    it('runs a job on a cron pattern', async () => {
      const queue = newQueue('cron');
      const ranAt: number[] = [];
      await queue.process({
        'scores.recompute': async () => {
          ranAt.push(Date.now());
        },
      });
      await queue.schedule('every-second', { cron: '* * * * * *' }, 'scores.recompute', { window: 'month' });

      expect(await queue.getSchedules()).toEqual([expect.objectContaining({ id: 'every-second', cron: '* * * * * *' })]);
      await eventually(() => expect(ranAt.length).toBeGreaterThanOrEqual(2), { timeoutMs: 10_000 });
    });

    it('refuses a schedule that is not a cron pattern', async () => {
      const queue = newQueue('bad-cron');
      await expect(queue.schedule('broken', { cron: 'every tuesday' }, 'scores.recompute', { window: 'week' })).rejects.toMatchObject({
        code: 'JOB_QUEUE_INVALID_SCHEDULE',
      });
    });

    it('runs at most the given number of jobs at once', async () => {
      const queue = newQueue('concurrency');
      let running = 0;
      let most = 0;
      let done = 0;
      await queue.process(
        {
          'mail.send': async () => {
            running += 1;
            most = Math.max(most, running);
            await new Promise((resolve) => setTimeout(resolve, 250));
            running -= 1;
            done += 1;
          },
        },
        { concurrency: 3 },
      );
      for (let n = 0; n < 7; n += 1) await queue.add('mail.send', { to: `fan${n}@example.com` });

      await eventually(() => expect(done).toBe(7));
      expect(most).toBe(3);
    });

    it('lets a running job finish when the queue is closed', async () => {
      const queue = newQueue('graceful');
      let started = false;
      let finished = false;
      await queue.process({
        'mail.send': async () => {
          started = true;
          await new Promise((resolve) => setTimeout(resolve, 300));
          finished = true;
        },
      });
      await queue.add('mail.send', { to: 'slow@example.com' });
      await eventually(() => expect(started).toBe(true));

      await queue.close();
      expect(finished).toBe(true);
    });
  });
}
