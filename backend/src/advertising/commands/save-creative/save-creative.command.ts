import { Command } from '@nestjs/cqrs';
import type { SaveCreativeDto } from '@emberhold/contracts';
import type { Viewer } from '../../../common/auth/viewer';
import type { SaveCreativeBody } from './save-creative.dto';

export class SaveCreativeCommand extends Command<SaveCreativeDto> {
  constructor(
    readonly form: SaveCreativeBody,
    readonly viewer: Viewer | null,
  ) {
    super();
  }
}
