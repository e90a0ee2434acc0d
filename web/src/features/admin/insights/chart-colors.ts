import type { Channel } from './insights-api.ts';

/** One colour per channel in every chart, readable on light and dark cards. */
export const channelColors: Record<Channel, string> = {
  web: '#2563eb',
  chat: '#7c3aed',
  whatsapp: '#16a34a',
  sms: '#d97706',
  admin: '#64748b',
};

export const accent = { primary: '#0d9488', warning: '#dc2626', muted: '#94a3b8' } as const;
