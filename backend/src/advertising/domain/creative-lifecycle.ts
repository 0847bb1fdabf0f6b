import { DomainError } from '@emberhold/contracts';

export type CreativeStatus = 'draft' | 'pending_approval' | 'running' | 'disapproved' | 'paused' | 'finished';
/** What staff and the advertiser do to a creative's status on the status endpoints. */
export type StatusChange = 'approve' | 'disapprove' | 'pause' | 'resume' | 'finish';
/**
 * Every move of the lifecycle: the status changes, editing the creative in the funnel's editor, and paying the
 * campaign fee.
 */
export type CreativeAction = StatusChange | 'edit' | 'pay';

/**
 * The creative lifecycle (spec section 4, creative statuses): a creative is a draft until its campaign's fee is paid,
 * then waits for approval; staff approve it (running) or disapprove it with a reason; its advertiser or staff pause and
 * resume a running one, and end it for good (finished: out of the lists, its figures kept, nothing moves it again).
 * Editing keeps a draft a draft; a creative edited after payment goes back to the approval queue (what runs in the
 * lists is always what staff approved), and a finished one cannot be edited. Every other move is refused, so a click
 * on a stale page can never, say, resume a disapproved creative.
 */
const TRANSITIONS: Record<CreativeAction, Partial<Record<CreativeStatus, CreativeStatus>>> = {
  pay: { draft: 'pending_approval' },
  approve: { pending_approval: 'running', disapproved: 'running' },
  disapprove: { pending_approval: 'disapproved', running: 'disapproved', paused: 'disapproved' },
  pause: { running: 'paused' },
  resume: { paused: 'running' },
  finish: { running: 'finished', paused: 'finished' },
  edit: { draft: 'draft', pending_approval: 'pending_approval', running: 'pending_approval', paused: 'pending_approval', disapproved: 'pending_approval' },
};

const PAST: Record<CreativeAction, string> = {
  pay: 'paid for',
  approve: 'approved',
  disapprove: 'disapproved',
  pause: 'paused',
  resume: 'resumed',
  finish: 'finished',
  edit: 'edited',
};
const SHOWN: Record<CreativeStatus, string> = {
  draft: 'not paid for yet',
  pending_approval: 'waiting for approval',
  running: 'running',
  disapproved: 'disapproved',
  paused: 'paused',
  finished: 'finished',
};

export class CreativeTransitionError extends DomainError {
  constructor(status: CreativeStatus, action: CreativeAction) {
    super('conflict', 'CREATIVE_STATUS_CONFLICT', `This creative is ${SHOWN[status]}, so it cannot be ${PAST[action]}.`);
  }
}

/** The status `action` leads to from `status`; a CreativeTransitionError (409) when the lifecycle does not allow it. */
export function nextCreativeStatus(status: CreativeStatus, action: CreativeAction): CreativeStatus {
  const next = TRANSITIONS[action][status];
  if (next === undefined) throw new CreativeTransitionError(status, action);
  return next;
}

/** The statuses `action` moves a creative from, with where each goes: for moving many creatives at once. */
export function creativeMoves(action: CreativeAction): Array<{ from: CreativeStatus; to: CreativeStatus }> {
  return Object.entries(TRANSITIONS[action]).map(([from, to]) => ({ from: from as CreativeStatus, to }));
}

/** Whether a creative in this status is shown in lists as a native ad. */
export const isShownAsAd = (status: CreativeStatus): boolean => status === 'running';
