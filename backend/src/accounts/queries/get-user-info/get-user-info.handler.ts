import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFoundError, type UserInfoDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { DEFAULT_AVATAR_SRC } from '@emberhold/seed';
import { GetUserInfoQuery } from './get-user-info.query';

@QueryHandler(GetUserInfoQuery)
export class GetUserInfoHandler implements IQueryHandler<GetUserInfoQuery, UserInfoDto> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ userId }: GetUserInfoQuery): Promise<UserInfoDto> {
    const user = await this.prisma.user.findUnique({
      where: { id: userId },
      select: { id: true, username: true, profileImage: true, deletedAt: true, _count: { select: { boards: true } } },
    });
    // A deleted account is gone for everyone else, whatever rows remain for payments.
    if (!user || user.deletedAt !== null) throw new NotFoundError('USER_NOT_FOUND', 'User not found');
    return { user_id: user.id, username: user.username, profile_image: user.profileImage ?? DEFAULT_AVATAR_SRC, wishlist_count: user._count.boards };
  }
}
