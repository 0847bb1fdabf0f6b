import type { StaffAuditPageResponse, StaffSubjectType } from '@emberhold/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

export const STAFF_AUDIT_QUERY_KEY = ['staff-audit'] as const;

/** GET /api/user/staff-audit/{page} (admins), optionally about one creative, boost, dropoff or promo email. */
export async function getStaffAudit(page: number, subject: { type: StaffSubjectType; id: string | number } | null, signal?: AbortSignal): Promise<StaffAuditPageResponse> {
  const query = subject ? `?subject_type=${encodeURIComponent(subject.type)}&subject_id=${encodeURIComponent(String(subject.id))}` : '';
  return getJson<StaffAuditPageResponse>(`/api/user/staff-audit/${page}${query}`, signal);
}

/** A page of the audit trail; the page shown stays while the next one loads. Staff actions elsewhere refresh it. */
export function useStaffAudit(page: number, subject: { type: StaffSubjectType; id: string | number } | null = null) {
  return useQuery({
    queryKey: [...STAFF_AUDIT_QUERY_KEY, subject?.type ?? 'all', subject?.id ?? 'all', page] as const,
    queryFn: ({ signal }) => getStaffAudit(page, subject, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
