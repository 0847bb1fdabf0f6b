import { Command } from '@nestjs/cqrs';
import type { CreativeGifDto } from '@emberhold/contracts';
import type { Viewer } from '../../../common/auth/viewer';

export class UploadGifCommand extends Command<CreativeGifDto> {
  constructor(
    readonly tempId: string,
    /** The uploaded file, as sent (checked and re-encoded by CreativeFiles.storeGif). */
    readonly gif: Buffer,
    readonly viewer: Viewer | null,
  ) {
    super();
  }
}
