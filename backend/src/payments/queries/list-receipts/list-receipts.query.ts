import { Query } from '@nestjs/cqrs';
import type { ReceiptDto } from '@emberhold/contracts';

/** The most receipts one answer lists. */
export const RECEIPTS_LIMIT = 200;

/** The signed-in user's receipts: the charges that went through and their refunds, newest first. */
export class ListReceiptsQuery extends Query<ReceiptDto[]> {
  constructor(readonly userId: number) {
    super();
  }
}
