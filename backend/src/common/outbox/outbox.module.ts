import { Module } from '@nestjs/common';
import { OutboxRelayNudge } from './outbox-relay-nudge';
import { RelayOutboxOnWriteHandler } from './relay-outbox-on-write.handler';

/**
 * The write side of the transactional outbox for every context: `appendToOutbox` inside the transaction, then
 * publish an `OutboxWrittenEvent` with its event ids after it commits; that is the one way to nudge the relay.
 */
@Module({
  providers: [OutboxRelayNudge, RelayOutboxOnWriteHandler],
})
export class OutboxModule {}
