import { Inject, Injectable } from '@nestjs/common';
import { PITCH_STATUSES, type PitchQueueResponse, type PitchStatus } from '@emberhold/contracts';
import type { Prisma, PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { type PitchQueueQuery, QUEUE_PAGE_SIZE } from '../../domain/pitch-rules';
import { pitchDto, pitchInclude } from '../../infra/pitch-views';

const ORDERS: Record<PitchQueueQuery['sort'], Prisma.PitchPostOrderByWithRelationInput[]> = {
  // Most important first; among equals, the one waiting longest.
  priority: [{ priority: 'desc' }, { createdAt: 'asc' }, { id: 'asc' }],
  newest: [{ createdAt: 'desc' }, { id: 'desc' }],
  oldest: [{ createdAt: 'asc' }, { id: 'asc' }],
};

/** The queue (admins): staff pitches and users' submissions of one status in one list, a page at a time. */
@Injectable()
export class GetPitchQueueHandler {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute(query: PitchQueueQuery): Promise<Omit<PitchQueueResponse, 'meta'>> {
    const [rows, groups] = await Promise.all([
      this.prisma.pitchPost.findMany({
        where: { status: query.status },
        orderBy: ORDERS[query.sort],
        skip: (query.page - 1) * QUEUE_PAGE_SIZE,
        take: QUEUE_PAGE_SIZE,
        include: pitchInclude,
      }),
      this.prisma.pitchPost.groupBy({ by: ['status'], _count: { _all: true } }),
    ]);
    const counts = Object.fromEntries(PITCH_STATUSES.map((status) => [status, 0])) as Record<PitchStatus, number>;
    for (const group of groups) counts[group.status] = group._count._all;
    return { pitches: rows.map(pitchDto), page: query.page, page_size: QUEUE_PAGE_SIZE, total: counts[query.status], counts };
  }
}
