import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ReceiptDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { toReceipt } from '../../domain/receipt-view';
import { receiptSelect } from '../../infra/receipt-rows';
import { ListReceiptsQuery, RECEIPTS_LIMIT } from './list-receipts.query';

/**
 * Only money that moved is a receipt: a pending or failed attempt (a page opened and left, a declined card) is not
 * listed; GET /api/user/payments/{id} still shows one by its id.
 */
@QueryHandler(ListReceiptsQuery)
export class ListReceiptsHandler implements IQueryHandler<ListReceiptsQuery, ReceiptDto[]> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ userId }: ListReceiptsQuery): Promise<ReceiptDto[]> {
    const rows = await this.prisma.payment.findMany({
      where: { userId, status: 'succeeded' },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: RECEIPTS_LIMIT,
      select: receiptSelect,
    });
    return rows.map(toReceipt);
  }
}
