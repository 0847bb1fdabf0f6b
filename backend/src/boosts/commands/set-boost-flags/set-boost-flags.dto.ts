import { boostChecklistFlags, isBoostChecklistFlag } from '@emberhold/contracts';
import { z } from 'zod';

/** POST /api/user/boosted-checklist/{id}/flags {flags: {<name>: boolean}}: the flags named are set, the others kept. */
export const setBoostFlagsBody = z.object({
  flags: z
    .record(z.string(), z.boolean({ error: 'must be true or false' }))
    .superRefine((flags, context) => {
      const unknown = Object.keys(flags).filter((name) => !isBoostChecklistFlag(name));
      if (unknown.length > 0) {
        context.addIssue({ code: 'custom', message: `unknown checklist flag${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (known: ${boostChecklistFlags.join(', ')})` });
      } else if (Object.keys(flags).length === 0) {
        context.addIssue({ code: 'custom', message: `name at least one of ${boostChecklistFlags.join(', ')}` });
      }
    }),
});
export type SetBoostFlagsBody = z.infer<typeof setBoostFlagsBody>;
