import { Command } from '@nestjs/cqrs';
import type { ConvertedBoostDto } from '@emberhold/contracts';
import type { AdminConvertToBoostBody } from './admin-convert-to-boost.dto';

export class AdminConvertToBoostCommand extends Command<ConvertedBoostDto> {
  constructor(
    readonly body: AdminConvertToBoostBody,
    readonly staffId: number,
    readonly now: Date,
  ) {
    super();
  }
}
