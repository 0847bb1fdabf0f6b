import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, type MeDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { DEFAULT_AVATAR_SRC } from '@emberhold/seed';
import { GetMeQuery } from './get-me.query';

@QueryHandler(GetMeQuery)
export class GetMeHandler implements IQueryHandler<GetMeQuery, MeDto> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ userId }: GetMeQuery): Promise<MeDto> {
    const user = await this.prisma.user.findUnique({
      where: { id: userId },
      select: { id: true, username: true, email: true, profileImage: true, access: true, editor: true, advertiser: true, deletedAt: true, _count: { select: { boards: true } } },
    });
    if (!user || user.deletedAt !== null) throw new DomainError('unauthenticated', 'LOGIN_REQUIRED', 'Please register or log into your account first');
    return {
      user_id: user.id,
      username: user.username,
      email: user.email,
      profile_image: user.profileImage ?? DEFAULT_AVATAR_SRC,
      access: user.access,
      editor: user.editor,
      advertiser: user.advertiser,
      wishlist_count: user._count.boards,
    };
  }
}
