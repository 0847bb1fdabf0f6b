import { dropoffMessages } from '@emberhold/contracts';
import { z } from 'zod';

const id = z.number({ message: dropoffMessages.chooseTarget }).int(dropoffMessages.chooseTarget).positive(dropoffMessages.chooseTarget).max(2_147_483_647, dropoffMessages.chooseTarget);

/** {id}: a dropoff; {creative_id}: a passed pitch (a disapproved creative). Exactly one of the two. */
export const sendDiscountBody = z
  .object({ id: id.optional(), creative_id: id.optional() })
  .refine((body) => (body.id === undefined) !== (body.creative_id === undefined), { message: dropoffMessages.chooseTarget });
export type SendDiscountBody = z.infer<typeof sendDiscountBody>;
