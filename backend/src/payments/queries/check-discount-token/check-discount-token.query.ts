import { Query } from '@nestjs/cqrs';
import type { DiscountTokenDto } from '@emberhold/contracts';

/** Whether a dropoff's discount token may be used, and the fee it gives. */
export class CheckDiscountTokenQuery extends Query<DiscountTokenDto> {
  constructor(readonly token: string) {
    super();
  }
}
