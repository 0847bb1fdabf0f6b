import { z } from 'zod';
import { TEMP_ID_MESSAGE, TEMP_ID_PATTERN } from '../../domain/funnel';

export const activateAdvertiserBody = z.object({ temp_id: z.string({ error: TEMP_ID_MESSAGE }).trim().regex(TEMP_ID_PATTERN, TEMP_ID_MESSAGE) });
export type ActivateAdvertiserBody = z.infer<typeof activateAdvertiserBody>;
