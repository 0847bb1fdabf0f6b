import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { BoostChecklistItemDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { checklistItemOf, checklistItemSelect } from '../../domain/boost-checklist-item';
import { ListBoostChecklistQuery } from './list-boost-checklist.query';

/** The boost checklist for staff: every boost not cancelled, by date (one a day: a few hundred rows a year), with its ticks. */
@QueryHandler(ListBoostChecklistQuery)
export class ListBoostChecklistHandler implements IQueryHandler<ListBoostChecklistQuery, BoostChecklistItemDto[]> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute(): Promise<BoostChecklistItemDto[]> {
    const rows = await this.prisma.boostDate.findMany({ where: { status: { not: 'cancelled' } }, orderBy: { date: 'asc' }, select: checklistItemSelect });
    return rows.map(checklistItemOf);
  }
}
