import { Command } from '@nestjs/cqrs';
import type { BoostChecklistItemDto } from '@emberhold/contracts';

export class ChangeBoostDateCommand extends Command<BoostChecklistItemDto> {
  constructor(
    readonly boostId: number,
    /** The new date, 'YYYY-MM-DD'. */
    readonly date: string,
    /** The staff member moving it. */
    readonly actorId: number,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
