import { Command } from '@nestjs/cqrs';
import type { AffiliateRefDto } from '@emberhold/contracts';
import type { AssignRefBody } from './assign-ref.dto';

export class AssignRefCommand extends Command<AffiliateRefDto> {
  constructor(
    readonly body: AssignRefBody,
    readonly staffId: number,
  ) {
    super();
  }
}
