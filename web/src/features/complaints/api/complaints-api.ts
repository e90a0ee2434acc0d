/**
 * The client's complaints API. Shapes are inferred from the server's routes (type-only, erased at
 * build), so they never drift from what the server answers.
 */
import { queryOptions } from '@tanstack/react-query';
import type { hc, InferRequestType, InferResponseType } from 'hono/client';
import type { AppType } from '../../../../../api/app-type.ts';
import { request } from '../../../lib/api.ts';

type Api = ReturnType<typeof hc<AppType>>;
export type ComplaintSummary = InferResponseType<Api['complaints']['$get'], 200>[number];
export type ComplaintDetail = InferResponseType<Api['complaints'][':id']['$get'], 200>;
export type NewComplaint = InferRequestType<Api['complaints']['$post']>['json'];

export const complaintKeys = { all: ['complaints'] as const };

export const myComplaintsQuery = queryOptions({
  queryKey: [...complaintKeys.all, 'list'],
  queryFn: () => request<ComplaintSummary[]>('GET', '/complaints'),
});

export function complaintQuery(id: string) {
  return queryOptions({
    queryKey: [...complaintKeys.all, 'detail', id],
    queryFn: () => request<ComplaintDetail>('GET', `/complaints/${id}`),
  });
}

export type SupportContact = InferResponseType<Api['complaints']['support-contact']['$get'], 200>;

export const supportContactQuery = queryOptions({
  queryKey: [...complaintKeys.all, 'support-contact'],
  queryFn: () => request<SupportContact>('GET', '/complaints/support-contact'),
  staleTime: 5 * 60_000,
});

export const complaintsApi = {
  raise: (body: NewComplaint) => request<ComplaintDetail>('POST', '/complaints', { body }),
  reply: (id: string, body: string) => request<ComplaintDetail>('POST', `/complaints/${id}/messages`, { body: { body } }),
};

/** The limits the server holds a complaint to (api/routes/complaints/complaints.schema.ts). */
export const complaintLimits = { subjectMin: 3, subjectMax: 120, textMin: 3, textMax: 4000 } as const;
