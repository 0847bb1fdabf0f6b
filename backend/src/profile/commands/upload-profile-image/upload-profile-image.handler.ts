import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { LoginRequiredError } from '../../../common/auth/login-required.error';
import { PortraitFiles } from '../../infra/portrait-files';
import { ProfileReader } from '../../infra/profile-reader';
import type { ProfileDto } from '../../queries/get-profile/get-profile.query';
import { UploadProfileImageCommand } from './upload-profile-image.command';

/**
 * Replaces the user's portrait: the upload is re-encoded and written under a new name first, then the row is switched
 * to it with the old name read under a row lock, so two uploads at once each delete exactly the file they replaced.
 * The old file goes once the switch has committed; if the switch fails, the new file goes instead.
 */
@CommandHandler(UploadProfileImageCommand)
export class UploadProfileImageHandler implements ICommandHandler<UploadProfileImageCommand, ProfileDto> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly files: PortraitFiles,
    private readonly profiles: ProfileReader,
  ) {}

  async execute({ userId, image }: UploadProfileImageCommand): Promise<ProfileDto> {
    const src = await this.files.store(image);
    let previous: string | null;
    try {
      previous = await this.prisma.$transaction(async (tx) => {
        const [row] = await tx.$queryRaw<Array<{ profile_image: string | null }>>`
          SELECT profile_image FROM users WHERE id = ${userId} AND deleted_at IS NULL FOR UPDATE`;
        if (!row) throw new LoginRequiredError();
        await tx.user.update({ where: { id: userId }, data: { profileImage: src } });
        return row.profile_image;
      });
    } catch (error) {
      await this.files.remove(src);
      throw error;
    }
    await this.files.remove(previous);
    return this.profiles.read(userId);
  }
}
