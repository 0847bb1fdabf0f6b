import type { Meta } from './api-envelope';

/**
 * The submissions switch: while it is off, the submit-product form and the advertiser funnel's forms take nothing
 * (their calls answer 503 with SUBMISSIONS_CLOSED_MESSAGE) and the site shows the "submissions are down" page instead.
 */
export const SUBMISSIONS_CLOSED_MESSAGE = 'Submissions are closed for a short while. Please come back and try again later.';

/** GET /api/site-settings/submissions (anyone): whether the site takes submissions now. */
export interface SubmissionsStatusResponse {
  meta: Meta;
  open: boolean;
}

/** GET and POST /api/user/site-settings/submissions (admins): the switch, who flipped it last and when. */
export interface SubmissionsSwitchDto {
  open: boolean;
  /** Null while nobody has flipped it (open by default). */
  updated_at: string | null;
  updated_by: { user_id: number; username: string } | null;
}

export interface SubmissionsSwitchResponse {
  meta: Meta;
  data: SubmissionsSwitchDto;
}
