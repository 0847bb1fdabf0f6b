import type { Meta } from './api-envelope';

/** Whether the logged-in user has entered a giveaway. */
export interface GiveawayEntryDto {
  entered: boolean;
  /** ISO time of the entry, or null. */
  entered_at: string | null;
  /** Whether the giveaway takes entries now (started, not ended). */
  open: boolean;
}

/** GET /api/user/giveaway/{slug}/entry (logged-in only) */
export interface GiveawayEntryResponse {
  meta: Meta;
  entry: GiveawayEntryDto;
}

/** POST /api/user/giveaway/{slug}/enter (logged-in only): one entry per user; a second call answers already_entered. */
export interface EnterGiveawayResponse {
  meta: Meta;
  entry: { entered: true; already_entered: boolean; entered_at: string };
}

/** POST /api/user/submit {image, title, link, price, description} (logged-in only): a pending submission. */
export interface SubmissionResponse {
  meta: Meta;
  submission: { id: number; status: 'pending' };
}

/** POST /api/user/contact {name, email, message, type}: the stored message's id; meta.message thanks the sender. */
export interface ContactResponse {
  meta: Meta;
  id: number;
}
