import { AFFILIATE_TAG_PATTERN, affiliateMessages, affiliateReportQuery } from '@emberhold/contracts';
import { z } from 'zod';

/** ?tag= of the report and its CSV export: absent or empty for every tag the viewer may see. */
export const getAffiliateReportParams = affiliateReportQuery.extend({
  tag: z
    .string()
    .trim()
    .optional()
    .transform((tag, ctx) => {
      if (!tag) return undefined;
      if (!AFFILIATE_TAG_PATTERN.test(tag)) {
        ctx.addIssue({ code: 'custom', message: affiliateMessages.refInvalid });
        return z.NEVER;
      }
      return tag;
    }),
});

/** A bad tag answers the tag's own message. */
export const reportParamsError = (fields: Array<{ field: string; message: string }>): string => fields[0]!.message;
