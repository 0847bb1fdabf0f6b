import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ReceiptDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { ReceiptNotFoundError } from '../../domain/payment-errors';
import { toReceipt } from '../../domain/receipt-view';
import { receiptSelect } from '../../infra/receipt-rows';
import { GetReceiptQuery } from './get-receipt.query';

@QueryHandler(GetReceiptQuery)
export class GetReceiptHandler implements IQueryHandler<GetReceiptQuery, ReceiptDto> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ paymentId, userId }: GetReceiptQuery): Promise<ReceiptDto> {
    const row = await this.prisma.payment.findFirst({ where: { id: paymentId, userId }, select: receiptSelect });
    if (!row) throw new ReceiptNotFoundError();
    return toReceipt(row);
  }
}
