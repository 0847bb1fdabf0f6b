import { topics, type EnvelopeBase } from '@emberhold/contracts';
import type { TransactionClient } from '@emberhold/db';

/** A domain fact and the event-log key it travels under (`post:<id>`, `contact:<id>` …: one aggregate, one partition). */
export interface OutboxFact {
  fact: EnvelopeBase & { payload: object };
  key: string;
  /** The topic it goes to: the domain topic unless it says otherwise (mails go to `topics.mail`). */
  topic?: string;
}

/**
 * Writes facts to the outbox inside the caller's transaction, so they exist exactly when the change they describe
 * does; the relay moves them to the event log afterwards. Returns their event ids, for the relay nudge. Contexts write
 * through OutboxTransactions, which calls this at the end of their transaction.
 */
export async function appendToOutbox(tx: TransactionClient, facts: readonly OutboxFact[]): Promise<string[]> {
  if (facts.length === 0) return [];
  await tx.outboxEvent.createMany({ data: facts.map(({ fact, key, topic }) => ({ id: fact.id, topic: topic ?? topics.domain, key, payload: fact })) });
  return facts.map(({ fact }) => fact.id);
}
