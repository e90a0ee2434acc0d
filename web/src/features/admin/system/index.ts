/** The admin panel's system pages: complaints, IP security and settings (each in its own chunk through its route). */
export { AdminComplaintsPage } from './complaints/complaints-page.tsx';
export { IpSecurityPage } from './ip-security/ip-security-page.tsx';
export { SettingsPage } from './settings/settings-page.tsx';
