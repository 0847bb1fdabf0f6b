import type { StaffAction, StaffAuditEntryDto } from '@emberhold/contracts';

/** How the audit trail names each kind of staff action. */
export const ACTION_LABELS: Record<StaffAction, string> = {
  'creative.approve': 'Approved an ad',
  'creative.disapprove': 'Disapproved an ad',
  'creative.status': 'Changed an ad’s status',
  'creative.edit': 'Edited an ad',
  'creative.convert_to_boost': 'Converted an ad to a boost',
  'boost.flags': 'Ticked the boost checklist',
  'boost.change_date': 'Moved a boost',
  'dropoff.send_discount': 'Sent a discount',
  'dropoff.disqualify': 'Disqualified a dropoff',
  'promo_email.send': 'Sent a promo email',
  'affiliate.ref_assign': 'Gave an affiliate a tag',
  'affiliate.payment_record': 'Recorded an affiliate payment',
  'affiliate.payment_void': 'Voided an affiliate payment',
  'affiliate.import': 'Imported an affiliate report',
  'cache.purge': 'Purged cached pages',
  'site_settings.submissions': 'Turned submissions on or off',
  'editorial.feature_save': 'Set up an editorial feature',
  'editorial.feature_end': 'Ended an editorial feature',
  'pitch.create': 'Pitched a post',
  'pitch.publish': 'Published a pitch',
  'pitch.reject': 'Rejected a pitch',
  'unlisted.save': 'Saved an unlisted page',
};

export function actionLabel(action: string): string {
  return Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action as StaffAction] : action;
}

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return JSON.stringify(value);
};

/** An entry's changes as lines for people: "title: Old → New" for a field that changed, "reason: …" for an input. */
export function changeLines(changes: StaffAuditEntryDto['changes']): string[] {
  return Object.entries(changes).map(([field, change]) => {
    const name = field.replaceAll('_', ' ');
    if (change !== null && typeof change === 'object' && !Array.isArray(change) && 'from' in change && 'to' in change) {
      return `${name}: ${shown(change.from)} → ${shown(change.to)}`;
    }
    return `${name}: ${shown(change)}`;
  });
}
