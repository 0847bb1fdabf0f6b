import { dropoffMessages } from '@emberhold/contracts';
import { z } from 'zod';

export const disqualifyBody = z.object({
  id: z.number({ message: dropoffMessages.notFound }).int(dropoffMessages.notFound).positive(dropoffMessages.notFound).max(2_147_483_647, dropoffMessages.notFound),
  reason: z.string({ message: dropoffMessages.reasonRequired }).trim().min(1, dropoffMessages.reasonRequired).max(1000, dropoffMessages.reasonTooLong),
});
export type DisqualifyBody = z.infer<typeof disqualifyBody>;
