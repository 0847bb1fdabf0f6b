import type { DataResponse, ReceiptDto } from '@emberhold/contracts';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

const PAYMENTS_QUERY_KEY = ['campaign-dashboard', 'payments'] as const;

/** GET /api/user/payments: the signed-in user's payments and refunds, newest first. */
export async function getPayments(signal?: AbortSignal): Promise<ReceiptDto[]> {
  return (await getJson<DataResponse<ReceiptDto[]>>('/api/user/payments', signal)).data;
}

/** GET /api/user/payments/{id}: one receipt (someone else's answers 404). */
export async function getPayment(id: number, signal?: AbortSignal): Promise<ReceiptDto> {
  return (await getJson<DataResponse<ReceiptDto>>(`/api/user/payments/${id}`, signal)).data;
}

export function usePayments(userId: number) {
  return useQuery({ queryKey: [...PAYMENTS_QUERY_KEY, userId] as const, queryFn: ({ signal }) => getPayments(signal), staleTime: 0 });
}

export function usePayment(userId: number, id: number) {
  return useQuery({ queryKey: [...PAYMENTS_QUERY_KEY, userId, id] as const, queryFn: ({ signal }) => getPayment(id, signal), staleTime: 0, retry: false });
}
