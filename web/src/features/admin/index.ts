/** The admin panel's public face: the dashboard, the access query its gate (app/admin-layout) asks, and what the panel's pages share. */
export { AdminOverviewPage } from './dashboard/overview-page.tsx';
export { DataTable, adminColumns, type AdminColumn, type TableSort } from './components/data-table.tsx';
export { AdminPageHeader } from './components/admin-page-header.tsx';
export { adminAccessQuery, adminKey } from './api/admin-queries.ts';
