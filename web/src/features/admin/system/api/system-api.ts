/**
 * The admin API of complaints, IP security and settings. Shapes are inferred from the server's
 * routes (type-only, erased at build), so they never drift from what the server answers.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { client, json, type Api } from '../../../../lib/api.ts';
import { adminKey } from '../../api/admin-queries.ts';

type Admin = Api['admin'];
type Answer<Endpoint> = InferResponseType<Endpoint, 200>;

export type ComplaintPage = Answer<Admin['complaints']['$get']>;
export type AdminComplaint = ComplaintPage['items'][number];
export type AdminComplaintDetail = Answer<Admin['complaints'][':id']['$get']>;
type ComplaintQuery = InferRequestType<Admin['complaints']['$get']>['query'];
/** The table's state as the server reads it from the query string. */
export type ComplaintFilters = Pick<ComplaintQuery, 'status' | 'assigned' | 'q' | 'sort' | 'dir'> & { page: number; pageSize: number };
const complaint = client.admin.complaints[':id'];
export type IpRuleList = Answer<Admin['ip-whitelist']['$get']>;
export type IpRule = IpRuleList['items'][number];
export type IpRuleInput = InferRequestType<Admin['ip-whitelist']['$post']>['json'];
export type IpRuleChange = InferRequestType<Admin['ip-whitelist'][':id']['$patch']>['json'];
export type AccessLogRow = Answer<Admin['access-logs']['$get']>[number];
export type Settings = Answer<Admin['settings']['$get']>;
export type SettingsPatch = InferRequestType<Admin['settings']['$patch']>['json'];
export type SettingChangePage = Answer<Admin['settings']['history']['$get']>;

export const systemKeys = {
  complaints: [...adminKey, 'complaints'] as const,
  ip: [...adminKey, 'ip'] as const,
  settings: [...adminKey, 'settings'] as const,
};

export function adminComplaintsQuery(filters: ComplaintFilters) {
  return queryOptions({
    queryKey: [...systemKeys.complaints, 'list', filters],
    queryFn: () =>
      json(client.admin.complaints.$get({ query: { ...filters, page: String(filters.page), pageSize: String(filters.pageSize) } })),
    placeholderData: keepPreviousData,
  });
}

export function adminComplaintQuery(id: string) {
  return queryOptions({
    queryKey: [...systemKeys.complaints, 'detail', id],
    queryFn: () => json(complaint.$get({ param: { id } })),
  });
}

export const ipRulesQuery = queryOptions({
  queryKey: [...systemKeys.ip, 'rules'],
  queryFn: () => json(client.admin['ip-whitelist'].$get()),
  retry: false,
});

export const accessLogsQuery = queryOptions({
  queryKey: [...systemKeys.ip, 'logs'],
  queryFn: () => json(client.admin['access-logs'].$get()),
  retry: false,
});

export const settingsQuery = queryOptions({
  queryKey: [...systemKeys.settings, 'current'],
  queryFn: () => json(client.admin.settings.$get()),
});

export function settingsHistoryQuery(page: number) {
  return queryOptions({
    queryKey: [...systemKeys.settings, 'history', page],
    queryFn: () => json(client.admin.settings.history.$get({ query: { page: String(page), pageSize: '10' } })),
    placeholderData: keepPreviousData,
  });
}

export const systemApi = {
  assign: (id: string) => json(complaint.assign.$post({ param: { id }, json: {} })),
  answer: (id: string, body: string) => json(complaint.answer.$post({ param: { id }, json: { body } })),
  resolve: (id: string, body: string) => json(complaint.resolve.$post({ param: { id }, json: body ? { body } : {} })),
  addRule: (input: IpRuleInput) => json(client.admin['ip-whitelist'].$post({ json: input })),
  changeRule: (id: string, change: IpRuleChange) => json(client.admin['ip-whitelist'][':id'].$patch({ param: { id }, json: change })),
  removeRule: (id: string, confirm: boolean) =>
    json(client.admin['ip-whitelist'][':id'].$delete({ param: { id }, query: { confirm: confirm ? 'true' : undefined } })),
  saveSettings: (patch: SettingsPatch) => json(client.admin.settings.$patch({ json: patch })),
};
