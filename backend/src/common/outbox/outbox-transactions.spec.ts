import type { EventBus } from '@nestjs/cqrs';
import { anonymousContext, envelope } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import type { OutboxFact } from './outbox';
import { OutboxTransactions } from './outbox-transactions';
import { OutboxWrittenEvent } from './outbox-written.event';

const fact = (contactId: number): OutboxFact => ({
  fact: envelope('contact.submitted', 1, { contact_id: contactId, topic: 'other' }, anonymousContext),
  key: `contact:${contactId}`,
});

/** A Prisma stand-in that logs what happens in which order: the outbox rows written, the commit, the published events. */
function harness() {
  const log: string[] = [];
  const tx = {
    outboxEvent: {
      createMany: async ({ data }: { data: Array<{ id: string; key: string }> }) => {
        log.push(`append ${data.map((row) => row.key).join(',')}`);
        return { count: data.length };
      },
    },
  };
  const prisma = {
    $transaction: async <T>(work: (client: typeof tx) => Promise<T>): Promise<T> => {
      const result = await work(tx);
      log.push('commit');
      return result;
    },
  };
  const published: OutboxWrittenEvent[] = [];
  const events = {
    publish: (event: OutboxWrittenEvent) => {
      log.push('publish');
      published.push(event);
    },
  };
  const outbox = new OutboxTransactions(prisma as unknown as PrismaClient, events as unknown as EventBus);
  return { outbox, log, published };
}

describe('OutboxTransactions', () => {
  it('appends the recorded facts in the transaction and announces their event ids only after it commits', async () => {
    const { outbox, log, published } = harness();
    const first = fact(1);
    const second = fact(2);
    const result = await outbox.run(async (_tx, record) => {
      record(first);
      record(second);
      return 'done';
    });
    expect(result).toBe('done');
    expect(log).toEqual(['append contact:1,contact:2', 'commit', 'publish']);
    expect(published).toEqual([new OutboxWrittenEvent([first.fact.id, second.fact.id])]);
  });

  it('writes and announces nothing when the work records no facts', async () => {
    const { outbox, log, published } = harness();
    await expect(outbox.run(async () => 42)).resolves.toBe(42);
    expect(log).toEqual(['commit']);
    expect(published).toEqual([]);
  });

  it('announces nothing when the work fails, so no nudge names facts that were rolled back', async () => {
    const { outbox, log, published } = harness();
    const failing = outbox.run(async (_tx, record) => {
      record(fact(3));
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    expect(log).toEqual([]);
    expect(published).toEqual([]);
  });
});
