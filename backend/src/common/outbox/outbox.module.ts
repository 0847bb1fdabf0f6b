import { Module } from '@nestjs/common';
import { OutboxRelayNudge } from './outbox-relay-nudge';
import { OutboxTransactions } from './outbox-transactions';
import { RelayOutboxOnWriteHandler } from './relay-outbox-on-write.handler';

/**
 * The write side of the transactional outbox for every context: `OutboxTransactions.run` commits a change with its
 * facts, then publishes an `OutboxWrittenEvent` with their event ids; that is the one way to nudge the relay.
 */
@Module({
  providers: [OutboxRelayNudge, RelayOutboxOnWriteHandler, OutboxTransactions],
  exports: [OutboxTransactions],
})
export class OutboxModule {}
