import { z } from 'zod';

/** POST /api/user/site-settings/submissions {open}: true takes submissions again, false shows the submissions-down page. */
export const submissionsSwitchBody = z.object({ open: z.boolean({ error: 'must be true or false' }) }).strict();
export type SubmissionsSwitchBody = z.infer<typeof submissionsSwitchBody>;
