/** A client's complaints: raise one from a booking, follow the conversation on /complaints. */
export { ComplaintsPage } from './complaints-page.tsx';
export { RaiseComplaintAction } from './components/raise-complaint-action.tsx';
export { complaintKeys } from './api/complaints-api.ts';
