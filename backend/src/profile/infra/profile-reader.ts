import { Inject, Injectable } from '@nestjs/common';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { DEFAULT_AVATAR_SRC } from '@emberhold/seed';
import { LoginRequiredError } from '../../common/auth/login-required.error';
import type { ProfileDto } from '../queries/get-profile/get-profile.query';

/** The profile of a live account, as the profile calls answer it; a deleted account reads as logged out. */
@Injectable()
export class ProfileReader {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async read(userId: number): Promise<ProfileDto> {
    const user = await this.prisma.user.findUnique({
      where: { id: userId },
      select: { id: true, username: true, email: true, dob: true, profileImage: true, deletedAt: true },
    });
    if (!user || user.deletedAt !== null) throw new LoginRequiredError();
    return {
      user_id: user.id,
      username: user.username,
      email: user.email,
      dob: user.dob ? user.dob.toISOString().slice(0, 10) : null,
      profile_image: user.profileImage ?? DEFAULT_AVATAR_SRC,
      has_profile_image: user.profileImage !== null,
    };
  }
}
