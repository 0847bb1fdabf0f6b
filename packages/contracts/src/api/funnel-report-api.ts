import type { FunnelReportStep } from '../events/funnel-events';

/** Spec section 5, word for word: the temporary signup without a valid email. */
export const temporarySignupMessage = 'Temporary signup needs an email (Please provide a valid email address.)';

/** POST /api/user/temporary-signup {temp_id, email}: the funnel's email is kept (the funnel_id it is kept under). */
export interface TemporarySignupDto {
  saved: true;
}

/** The weeks GET /api/user/campaign/funnel-report covers: ?weeks=1..52, 12 by default. */
export const FUNNEL_REPORT_WEEKS = { min: 1, max: 52, default: 12 } as const;

/** One step of one week: distinct funnels that reached it, and the share of the previous step's (null for the first). */
export interface FunnelStepCountDto {
  step: FunnelReportStep;
  funnels: number;
  /** funnels / the previous step's funnels, 0..1 (rounded to 4 places); null for the first step or when it had none. */
  conversion: number | null;
}

/** The funnels started in one week (Monday, UTC, 'YYYY-MM-DD'), by how far they went. */
export interface FunnelWeekDto {
  week: string;
  steps: FunnelStepCountDto[];
  /** Funnels of the week that left an email on the temporary signup (counted beside the chain). */
  emails_left: number;
}

/** GET /api/user/campaign/funnel-report (admins). `total` is every week of the report added up (its `week` is `from`). */
export interface FunnelReportDto {
  /** Oldest first, every week of the range (weeks without funnels have zeros). */
  weeks: FunnelWeekDto[];
  total: FunnelWeekDto;
  /** The first week's Monday and the day after the last ('YYYY-MM-DD', UTC). */
  from: string;
  to: string;
}
