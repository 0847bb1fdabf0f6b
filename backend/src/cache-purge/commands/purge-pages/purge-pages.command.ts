import { Command } from '@nestjs/cqrs';
import type { CachePurgeResult } from '@emberhold/contracts';

export class PurgePagesCommand extends Command<CachePurgeResult> {
  constructor(
    /** Site paths, checked (cachePurgeBody). */
    readonly paths: string[],
    /** The staff member purging. */
    readonly actorId: number,
  ) {
    super();
  }
}
