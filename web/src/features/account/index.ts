/** What other features may use of the account: the quota meter (its keys and queries are server state, in server-state/). */
export { QuotaMeter } from './components/quota-meter.tsx';
