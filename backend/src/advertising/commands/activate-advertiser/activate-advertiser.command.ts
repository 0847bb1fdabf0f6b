import { Command } from '@nestjs/cqrs';
import type { ActivateAdvertiserDto } from '@emberhold/contracts';

export class ActivateAdvertiserCommand extends Command<ActivateAdvertiserDto> {
  constructor(
    readonly tempId: string,
    /** The signed-in user the funnel's campaign becomes the campaign of. */
    readonly userId: number,
  ) {
    super();
  }
}
