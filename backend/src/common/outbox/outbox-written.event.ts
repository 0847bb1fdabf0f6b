/** In-process notice that a transaction committed these outbox facts (event ids); never a substitute for the outbox. */
export class OutboxWrittenEvent {
  constructor(readonly eventIds: readonly string[]) {}
}
