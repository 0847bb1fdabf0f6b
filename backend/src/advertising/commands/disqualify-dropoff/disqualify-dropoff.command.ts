import { Command } from '@nestjs/cqrs';
import type { DropoffDto } from '@emberhold/contracts';

/** Takes a dropoff off the list for good, with the reason staff gave; its discount token stops applying. */
export class DisqualifyDropoffCommand extends Command<DropoffDto> {
  constructor(
    readonly dropoffId: number,
    readonly reason: string,
    readonly actorId: number,
  ) {
    super();
  }
}
