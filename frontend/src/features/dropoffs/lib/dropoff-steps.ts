/** How far a dropoff got in the funnel, in words staff read (a step the site does not know yet shows as it is). */
const STEP_LABELS: Record<string, string> = {
  started: 'Opened the funnel',
  email_left: 'Left an email',
  creative_saved: 'Saved an ad',
  advertiser_activated: 'Made an account',
  payment_started: 'Started paying',
  payment_failed: 'Payment failed',
};

export const stepLabel = (step: string): string => STEP_LABELS[step] ?? step.replace(/_/g, ' ');

export const dropoffsPagePath = (page: number): string => (page > 1 ? `/product-pitch/dropoffs/${page}` : '/product-pitch/dropoffs/');

/** The server's words for a disqualification without a reason, said before sending, and the longest reason. */
export const DISQUALIFY_REASON_REQUIRED = 'Please give a reason for disqualifying this dropoff.';
export const DISQUALIFY_REASON_MAX = 1000;
