import { affiliateMessages } from '@emberhold/contracts';
import { z } from 'zod';

const MAX_ID = 2_147_483_647;

/**
 * An id as a form may send it: a number, or its digits as text ("42"). Checked in a transform rather than by
 * preprocessing, so the OpenAPI document still describes the field (number or string).
 */
export const formId = () =>
  z.union([z.number(), z.string().trim()], { error: 'must be a positive id' }).transform((value, ctx) => {
    const id = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(id) || id <= 0 || id > MAX_ID) {
      ctx.addIssue({ code: 'custom', message: 'must be a positive id' });
      return z.NEVER;
    }
    return id;
  });

/** A user id (a number, or its digits as text) or an account's email address, read in lower case. */
export const userIdOrEmail = z.union([z.number(), z.string().trim().max(254, affiliateMessages.userNotFound)], { error: affiliateMessages.userNotFound }).transform((value, ctx) => {
  if (typeof value === 'string' && !/^\d{1,10}$/.test(value)) {
    if (z.email().safeParse(value).success) return value.toLowerCase();
    ctx.addIssue({ code: 'custom', message: affiliateMessages.userNotFound });
    return z.NEVER;
  }
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > MAX_ID) {
    ctx.addIssue({ code: 'custom', message: affiliateMessages.userNotFound });
    return z.NEVER;
  }
  return id;
});
