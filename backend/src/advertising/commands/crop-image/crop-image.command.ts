import { Command } from '@nestjs/cqrs';
import type { CropImageDto } from '@emberhold/contracts';
import type { Viewer } from '../../../common/auth/viewer';
import type { CropImageBody } from './crop-image.dto';

export class CropImageCommand extends Command<CropImageDto> {
  constructor(
    readonly tempId: string,
    readonly body: CropImageBody,
    readonly viewer: Viewer | null,
  ) {
    super();
  }
}
