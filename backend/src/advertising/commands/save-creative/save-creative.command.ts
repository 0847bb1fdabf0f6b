import { Command } from '@nestjs/cqrs';
import type { SaveCreativeDto } from '@emberhold/contracts';
import type { Viewer } from '../../../common/auth/viewer';
import type { SaveCreativeBody } from '../../domain/creative-form';

export class SaveCreativeCommand extends Command<SaveCreativeDto> {
  constructor(
    readonly form: SaveCreativeBody,
    readonly viewer: Viewer | null,
  ) {
    super();
  }
}
