import { Command } from '@nestjs/cqrs';
import type { ProfileDto } from '../../queries/get-profile/get-profile.query';

export class UploadProfileImageCommand extends Command<ProfileDto> {
  constructor(
    readonly userId: number,
    /** The decoded upload, of a known image type by its first bytes (domain/profile-image). */
    readonly image: Buffer,
  ) {
    super();
  }
}
