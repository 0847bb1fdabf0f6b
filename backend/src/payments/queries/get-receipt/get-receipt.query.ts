import { Query } from '@nestjs/cqrs';
import type { ReceiptDto } from '@emberhold/contracts';

/** One payment of the signed-in user, in any status; someone else's answers as missing. */
export class GetReceiptQuery extends Query<ReceiptDto> {
  constructor(
    readonly paymentId: number,
    readonly userId: number,
  ) {
    super();
  }
}
