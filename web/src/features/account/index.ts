/** What other features may use of the account: the profile query and keys (a reward changes the profile), the quota meter. */
export { accountKeys, meQuery } from './api/account-queries.ts';
export { QuotaMeter } from './components/quota-meter.tsx';
