import { Command } from '@nestjs/cqrs';
import type { SourceImageDto } from '@emberhold/contracts';
import type { Viewer } from '../../../common/auth/viewer';

export class UploadSourceImageCommand extends Command<SourceImageDto> {
  constructor(
    readonly tempId: string,
    /** The uploaded file, of a known image type by its first bytes (common/images/image-kind). */
    readonly image: Buffer,
    readonly viewer: Viewer | null,
  ) {
    super();
  }
}
