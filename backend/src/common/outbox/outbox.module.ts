import { Module } from '@nestjs/common';
import { OutboxRelayNudge } from './outbox-relay-nudge';
import { RelayOutboxOnWriteHandler } from './relay-outbox-on-write.handler';

/**
 * The write side of the transactional outbox for every context: `appendToOutbox` inside the transaction, then
 * publish an `OutboxWrittenEvent` (or call `OutboxRelayNudge` from a context's own event handler) after it commits.
 */
@Module({
  providers: [OutboxRelayNudge, RelayOutboxOnWriteHandler],
  exports: [OutboxRelayNudge],
})
export class OutboxModule {}
