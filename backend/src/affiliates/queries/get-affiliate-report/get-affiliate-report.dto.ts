import { affiliateReportQuery } from '@emberhold/contracts';
import { z } from 'zod';

/** ?tag= of the report and its CSV export: absent or empty for every tag the viewer may see. */
export const getAffiliateReportParams = z.preprocess(
  (query) => (query !== null && typeof query === 'object' && (query as { tag?: unknown }).tag === '' ? { ...query, tag: undefined } : query),
  affiliateReportQuery,
);

/** A bad tag answers the tag's own message. */
export const reportParamsError = (fields: Array<{ field: string; message: string }>): string => fields[0]!.message;
