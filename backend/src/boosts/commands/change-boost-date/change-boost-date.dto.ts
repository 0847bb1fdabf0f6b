import { isIsoDate } from '@emberhold/contracts';
import { z } from 'zod';

/** POST /api/user/boosted/change-date {id, date 'YYYY-MM-DD'}: the boost to move and its new date. */
export const changeBoostDateBody = z.object({
  id: z.number({ error: 'must be a boost id' }).int('must be a boost id').positive('must be a boost id').max(2_147_483_647, 'must be a boost id'),
  date: z.string({ error: 'must be a date written YYYY-MM-DD' }).refine(isIsoDate, 'must be a date written YYYY-MM-DD'),
});
export type ChangeBoostDateBody = z.infer<typeof changeBoostDateBody>;
