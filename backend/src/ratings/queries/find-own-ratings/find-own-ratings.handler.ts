import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { ratingColumn } from '../../infra/rating-rows';
import { FindOwnRatingsQuery, type OwnRating } from './find-own-ratings.query';

@QueryHandler(FindOwnRatingsQuery)
export class FindOwnRatingsHandler implements IQueryHandler<FindOwnRatingsQuery, OwnRating[]> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ userId, kind, ids }: FindOwnRatingsQuery): Promise<OwnRating[]> {
    if (ids.length === 0) return [];
    const column = ratingColumn[kind];
    const rows = await this.prisma.rating.findMany({
      where: { userId, [column]: { in: [...ids] } },
      select: { postId: true, categoryId: true, blogPostId: true, value: true },
    });
    const byTarget = new Map(rows.map((row) => [row[column], row.value]));
    return ids.flatMap((id) => {
      const rating = byTarget.get(id);
      return rating === undefined ? [] : [{ id, rating }];
    });
  }
}
