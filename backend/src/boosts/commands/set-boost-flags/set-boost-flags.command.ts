import { Command } from '@nestjs/cqrs';
import type { BoostChecklistFlag, BoostChecklistItemDto } from '@emberhold/contracts';

export class SetBoostFlagsCommand extends Command<BoostChecklistItemDto> {
  constructor(
    readonly boostId: number,
    readonly flags: Partial<Record<BoostChecklistFlag, boolean>>,
    /** The staff member ticking. */
    readonly actorId: number,
  ) {
    super();
  }
}
