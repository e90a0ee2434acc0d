import type { ExportKind } from './ops-api.ts';

/** One filter of an export: the query parameter its admin list takes, and how it is entered. */
export type ExportField = { name: string; type: 'select'; options: readonly string[] } | { name: string; type: 'text' | 'date' };

const select = (name: string, options: readonly string[]): ExportField => ({ name, type: 'select', options });
const text = (name: string): ExportField => ({ name, type: 'text' });
const date = (name: string): ExportField => ({ name, type: 'date' });

/** The filters of each admin list, with the same names (the export route reuses the lists' schemas). */
export const exportFields: Record<ExportKind, ExportField[]> = {
  bookings: [
    select('status', ['pending', 'confirmed', 'cancelled', 'completed', 'no_show']),
    select('channel', ['web', 'chat', 'whatsapp', 'sms', 'admin']),
    select('paymentStatus', ['none', 'pending', 'paid', 'refunded']),
    date('from'),
    date('to'),
    text('client'),
  ],
  users: [
    select('role', ['user', 'provider', 'admin']),
    select('tier', ['free', 'pro', 'enterprise']),
    select('active', ['true', 'false']),
    text('city'),
    date('joinedFrom'),
    date('joinedTo'),
    text('q'),
  ],
  providers: [select('verification', ['pending', 'verified', 'suspended']), text('city'), text('q')],
  payments: [
    select('status', ['pending', 'succeeded', 'failed', 'refunded']),
    select('kind', ['booking', 'plan']),
    date('from'),
    date('to'),
    text('q'),
  ],
  complaints: [select('status', ['open', 'in_progress', 'resolved']), select('assigned', ['me', 'none']), text('q')],
};
