import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import type { PrismaClient, TransactionClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { appendToOutbox, type OutboxFact } from './outbox';
import { OutboxWrittenEvent } from './outbox-written.event';

/** Notes facts for the outbox; they are written when the work returns, in its transaction. */
export type RecordFacts = (...facts: readonly OutboxFact[]) => void;

/**
 * The one way a context changes Postgres together with the facts that describe the change: the work runs in one
 * transaction, the facts it records are appended to the outbox in that same transaction, and only after it commits
 * (and only when it recorded any) is an `OutboxWrittenEvent` published to nudge the relay. A change and its facts
 * never part, and no nudge announces facts that were rolled back.
 */
@Injectable()
export class OutboxTransactions {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly events: EventBus,
  ) {}

  async run<T>(work: (tx: TransactionClient, record: RecordFacts) => Promise<T>): Promise<T> {
    const { result, eventIds } = await this.prisma.$transaction(async (tx) => {
      const facts: OutboxFact[] = [];
      const result = await work(tx, (...more) => facts.push(...more));
      return { result, eventIds: await appendToOutbox(tx, facts) };
    });
    if (eventIds.length > 0) this.events.publish(new OutboxWrittenEvent(eventIds));
    return result;
  }
}
