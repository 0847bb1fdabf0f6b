import {
  type AffiliateImportResponse,
  type AffiliateImportsPageResponse,
  type AffiliateImportStatus,
  type AffiliatePaymentDto,
  type AffiliateProgram,
  type AffiliateRefDto,
  type AffiliateRefsResponse,
  type AssignAffiliateRefRequest,
  type RecordAffiliatePaymentRequest,
  type VoidAffiliatePaymentRequest,
} from '@emberhold/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_AUDIT_QUERY_KEY } from '../../../components/audit-trail/use-staff-audit';
import { getJson, postJson, postMultipart, type ApiMeta } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { AFFILIATE_REPORT_QUERY_KEY } from './affiliate-report';

export const AFFILIATE_IMPORTS_QUERY_KEY = ['affiliate-imports'] as const;
export const AFFILIATE_REFS_QUERY_KEY = ['affiliate-refs'] as const;

/** How often the imports are read again while one is on its way to the report. */
export const IMPORTS_POLL_MS = 2_000;

/** Statuses of an import still on its way: queued, being parsed, or published but not yet all in the report. */
const UNFINISHED: ReadonlySet<AffiliateImportStatus> = new Set(['queued', 'processing', 'published']);

export function importUnfinished(status: AffiliateImportStatus): boolean {
  return UNFINISHED.has(status);
}

/** GET /api/user/affiliate/imports/{page} (admins): the newest imports first; read again every 2 s while any is unfinished. */
export function useAffiliateImports(page: number) {
  return useQuery({
    queryKey: [...AFFILIATE_IMPORTS_QUERY_KEY, page] as const,
    queryFn: ({ signal }) => getJson<AffiliateImportsPageResponse>(`/api/user/affiliate/imports/${page}`, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.imports.some((item) => importUnfinished(item.status)) ? IMPORTS_POLL_MS : false),
  });
}

/** GET /api/user/affiliate/refs/ (admins): every tag and who holds it. */
export function useAffiliateRefs() {
  return useQuery({
    queryKey: AFFILIATE_REFS_QUERY_KEY,
    queryFn: ({ signal }) => getJson<AffiliateRefsResponse>('/api/user/affiliate/refs/', signal),
    staleTime: 0,
  });
}

export interface ImportReportInput {
  file: File;
  /** Absent: the server detects the program from the file. */
  program: AffiliateProgram | null;
}

/** POST /api/user/affiliate/import/ (multipart `file`, optional `program`): queues the import of a report file. */
export function useImportReport() {
  const client = useQueryClient();
  return useSubmitMutation({
    mutationFn: async ({ file, program }: ImportReportInput) => {
      const form = new FormData();
      form.append('file', file);
      if (program) form.append('program', program);
      return postMultipart<AffiliateImportResponse>('/api/user/affiliate/import/', form);
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: AFFILIATE_IMPORTS_QUERY_KEY });
      void client.invalidateQueries({ queryKey: STAFF_AUDIT_QUERY_KEY });
    },
  });
}

/** After a change to tags or payments: what shows them is read again. */
function useAfterAffiliateChange() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: AFFILIATE_REFS_QUERY_KEY });
    void client.invalidateQueries({ queryKey: AFFILIATE_REPORT_QUERY_KEY });
    void client.invalidateQueries({ queryKey: STAFF_AUDIT_QUERY_KEY });
  };
}

/** POST /api/user/affiliate/ref/ {ref, id, program}: gives the tag to a user (by id or email). */
export function useAssignRef() {
  const changed = useAfterAffiliateChange();
  return useSubmitMutation({
    mutationFn: (request: AssignAffiliateRefRequest) => postJson<{ meta: ApiMeta; ref?: AffiliateRefDto }>('/api/user/affiliate/ref/', request),
    onSuccess: changed,
  });
}

/** POST /api/user/affiliate/payment/ {user_id, amount, ref, currency}: records a payout. */
export function useRecordPayment() {
  const changed = useAfterAffiliateChange();
  return useSubmitMutation({
    mutationFn: (request: RecordAffiliatePaymentRequest) => postJson<{ meta: ApiMeta; payment?: AffiliatePaymentDto }>('/api/user/affiliate/payment/', request),
    onSuccess: changed,
  });
}

/** POST /api/user/affiliate/payment/delete/ {id, reason}: voids a payment (it stays listed, struck through). */
export function useVoidPayment() {
  const changed = useAfterAffiliateChange();
  return useSubmitMutation({
    mutationFn: (request: VoidAffiliatePaymentRequest) => postJson<{ meta: ApiMeta; payment?: AffiliatePaymentDto }>('/api/user/affiliate/payment/delete/', request),
    onSuccess: changed,
  });
}
