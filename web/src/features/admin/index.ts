/** The admin panel's public face: the gate and layout, the dashboard, and what the panel's pages share. */
export { AdminGate } from './layout/admin-layout.tsx';
export { AdminOverviewPage } from './dashboard/overview-page.tsx';
export { DataTable, adminColumns, type AdminColumn, type TableSort } from './components/data-table.tsx';
export { AdminPageHeader } from './components/admin-page-header.tsx';
export { adminKey } from './api/admin-queries.ts';
