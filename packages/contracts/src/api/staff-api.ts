import type { Meta } from './api-envelope';

/** What staff actions the audit trail records (issue: every staff action, with who, when and what changed). */
export const staffActions = [
  'creative.approve',
  'creative.disapprove',
  /** Paused, resumed or finished by staff on an advertiser's behalf. */
  'creative.status',
  'creative.edit',
  'creative.convert_to_boost',
  'boost.flags',
  'boost.change_date',
  'dropoff.send_discount',
  'dropoff.disqualify',
  'promo_email.send',
  /** A tag given to an affiliate (moved from whoever held it). */
  'affiliate.ref_assign',
  'affiliate.payment_record',
  'affiliate.payment_void',
  /** A retailer's report file uploaded for import. */
  'affiliate.import',
  /** Pages dropped from every cache of every API process (dev_purge). */
  'cache.purge',
  /** The submissions switch turned on or off (the submit-product form and the advertiser funnel). */
  'site_settings.submissions',
  /** An editorial feature set up or changed on /promo-setup/ (the featured post lists show at position 5 / 4). */
  'editorial.feature_save',
  /** An editorial feature ended before its end date. */
  'editorial.feature_end',
  /** A product pitched to the editorial queue (pitchpost). */
  'pitch.create',
  /** A pitch (staff or a user's submission) turned into a published post. */
  'pitch.publish',
  /** A pitch rejected with a reason. */
  'pitch.reject',
  /** An unlisted content page created or changed. */
  'unlisted.save',
] as const;
export type StaffAction = (typeof staffActions)[number];

/** What an audit entry is about. */
export const staffSubjectTypes = ['creative', 'boost', 'dropoff', 'promo_email', 'affiliate_ref', 'affiliate_payment', 'affiliate_import', 'site_pages', 'site_setting', 'featured_post', 'pitch', 'post'] as const;
export type StaffSubjectType = (typeof staffSubjectTypes)[number];

/** One field's change: what it was and what it became. */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

/** GET /api/user/staff-audit/{page}: one staff action. */
export interface StaffAuditEntryDto {
  id: number;
  action: StaffAction;
  subject_type: StaffSubjectType;
  subject_id: string;
  summary: string;
  /** Field by field ({ title: { from, to } }), or the action's inputs. */
  changes: Record<string, unknown>;
  actor: { user_id: number; username: string } | null;
  created_at: string;
}

export interface StaffAuditPageResponse {
  meta: Meta;
  entries: StaffAuditEntryDto[];
  /** Whether a next page exists. */
  has_more: boolean;
}

/** Entries per page of the audit trail. */
export const STAFF_AUDIT_PAGE_SIZE = 50;
