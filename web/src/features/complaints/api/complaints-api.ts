/**
 * The client's complaints API. Shapes are inferred from the server's routes (type-only, erased at
 * build), so they never drift from what the server answers.
 */
import { queryOptions } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { client, json, type Api } from '../../../lib/api.ts';

export type ComplaintSummary = InferResponseType<Api['complaints']['$get'], 200>[number];
export type ComplaintDetail = InferResponseType<Api['complaints'][':id']['$get'], 200>;
export type NewComplaint = InferRequestType<Api['complaints']['$post']>['json'];

export const complaintKeys = { all: ['complaints'] as const };

export const myComplaintsQuery = queryOptions({
  queryKey: [...complaintKeys.all, 'list'],
  queryFn: () => json(client.complaints.$get()),
});

export function complaintQuery(id: string) {
  return queryOptions({
    queryKey: [...complaintKeys.all, 'detail', id],
    queryFn: () => json(client.complaints[':id'].$get({ param: { id } })),
  });
}

export type SupportContact = InferResponseType<Api['complaints']['support-contact']['$get'], 200>;

export const supportContactQuery = queryOptions({
  queryKey: [...complaintKeys.all, 'support-contact'],
  queryFn: () => json(client.complaints['support-contact'].$get()),
  staleTime: 5 * 60_000,
});

export const complaintsApi = {
  raise: (body: NewComplaint) => json(client.complaints.$post({ json: body })),
  reply: (id: string, body: string) => json(client.complaints[':id'].messages.$post({ param: { id }, json: { body } })),
};

/** The limits the server holds a complaint to (api/routes/complaints/complaints.schema.ts). */
export const complaintLimits = { subjectMin: 3, subjectMax: 120, textMin: 3, textMax: 4000 } as const;
