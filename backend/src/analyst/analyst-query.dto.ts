import { analystFormats } from '@emberhold/analytics';
import { z } from 'zod';

export const analystQueryBody = z.object({
  sql: z.string().trim().min(1, 'is required').max(100_000, 'must be at most 100,000 characters'),
  /** json: columns (name, type) and rows; table and csv: the text `npm run analytics` prints. */
  format: z.enum(analystFormats).default('json'),
});
export type AnalystQueryBody = z.infer<typeof analystQueryBody>;
