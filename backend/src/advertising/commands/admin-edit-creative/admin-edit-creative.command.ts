import { Command } from '@nestjs/cqrs';
import type { CreativeDto } from '@emberhold/contracts';
import type { AdminEditCreativeBody } from './admin-edit-creative.dto';

export class AdminEditCreativeCommand extends Command<CreativeDto> {
  constructor(
    readonly creativeId: number,
    readonly form: AdminEditCreativeBody,
    readonly staffId: number,
  ) {
    super();
  }
}
