/**
 * The admin API of complaints, IP security and settings. Shapes are inferred from the server's
 * routes (type-only, erased at build), so they never drift from what the server answers.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { hc, InferRequestType, InferResponseType } from 'hono/client';
import type { AppType } from '../../../../../../api/app-type.ts';
import { request } from '../../../../lib/api.ts';
import { adminKey } from '../../api/admin-queries.ts';

type Api = ReturnType<typeof hc<AppType>>;
type Admin = Api['admin'];
type Answer<Endpoint> = InferResponseType<Endpoint, 200>;

export type ComplaintPage = Answer<Admin['complaints']['$get']>;
export type AdminComplaint = ComplaintPage['items'][number];
export type AdminComplaintDetail = Answer<Admin['complaints'][':id']['$get']>;
type ComplaintQuery = InferRequestType<Admin['complaints']['$get']>['query'];
/** The table's state as the server reads it from the query string. */
export type ComplaintFilters = Pick<ComplaintQuery, 'status' | 'assigned' | 'q' | 'sort' | 'dir'> & { page: number; pageSize: number };
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
    queryFn: () => request<ComplaintPage>('GET', '/admin/complaints', { query: filters }),
    placeholderData: keepPreviousData,
  });
}

export function adminComplaintQuery(id: string) {
  return queryOptions({
    queryKey: [...systemKeys.complaints, 'detail', id],
    queryFn: () => request<AdminComplaintDetail>('GET', `/admin/complaints/${id}`),
  });
}

export const ipRulesQuery = queryOptions({
  queryKey: [...systemKeys.ip, 'rules'],
  queryFn: () => request<IpRuleList>('GET', '/admin/ip-whitelist'),
  retry: false,
});

export const accessLogsQuery = queryOptions({
  queryKey: [...systemKeys.ip, 'logs'],
  queryFn: () => request<AccessLogRow[]>('GET', '/admin/access-logs'),
  retry: false,
});

export const settingsQuery = queryOptions({
  queryKey: [...systemKeys.settings, 'current'],
  queryFn: () => request<Settings>('GET', '/admin/settings'),
});

export function settingsHistoryQuery(page: number) {
  return queryOptions({
    queryKey: [...systemKeys.settings, 'history', page],
    queryFn: () => request<SettingChangePage>('GET', '/admin/settings/history', { query: { page, pageSize: 10 } }),
    placeholderData: keepPreviousData,
  });
}

export const systemApi = {
  assign: (id: string) => request<AdminComplaintDetail>('POST', `/admin/complaints/${id}/assign`, { body: {} }),
  answer: (id: string, body: string) => request<AdminComplaintDetail>('POST', `/admin/complaints/${id}/answer`, { body: { body } }),
  resolve: (id: string, body: string) =>
    request<AdminComplaintDetail>('POST', `/admin/complaints/${id}/resolve`, { body: body ? { body } : {} }),
  addRule: (input: IpRuleInput) => request<IpRule>('POST', '/admin/ip-whitelist', { body: input }),
  changeRule: (id: string, change: IpRuleChange) => request<IpRule>('PATCH', `/admin/ip-whitelist/${id}`, { body: change }),
  removeRule: (id: string, confirm: boolean) =>
    request<{ id: string }>('DELETE', `/admin/ip-whitelist/${id}`, { query: { confirm: confirm ? 'true' : undefined } }),
  saveSettings: (patch: SettingsPatch) => request<Settings>('PATCH', '/admin/settings', { body: patch }),
};
