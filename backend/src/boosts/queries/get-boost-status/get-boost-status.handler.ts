import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { BoostStatusDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { BoostNotFoundError } from '../../domain/boost-errors';
import { GetBoostStatusQuery } from './get-boost-status.query';

/** A boost's date and status, nothing about its buyer: the page polls it until the provider's webhook marks it paid. */
@QueryHandler(GetBoostStatusQuery)
export class GetBoostStatusHandler implements IQueryHandler<GetBoostStatusQuery, BoostStatusDto> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ slug, boostId }: GetBoostStatusQuery): Promise<BoostStatusDto> {
    const boost = await this.prisma.boostDate.findFirst({ where: { id: boostId, post: { slug } }, select: { id: true, date: true, status: true } });
    if (!boost) throw new BoostNotFoundError();
    return { id: boost.id, date: boost.date.toISOString().slice(0, 10), status: boost.status };
  }
}
