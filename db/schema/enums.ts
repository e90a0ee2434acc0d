import { pgEnum } from 'drizzle-orm/pg-core';
import { categoryIds } from '../contract/categories.ts';

export { categoryIds, isCategoryId, type CategoryId } from '../contract/categories.ts';

export const roles = ['user', 'provider', 'admin'] as const;
export type Role = (typeof roles)[number];

export const locales = ['en', 'hi', 'ta'] as const;
export type Locale = (typeof locales)[number];

export const bookingStatuses = ['pending', 'confirmed', 'cancelled', 'completed', 'no_show'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
/** Statuses that hold a slot; the unique and exclusion constraints apply to these only. */
export const activeBookingStatuses = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[];

export const bookingChannels = ['web', 'chat', 'whatsapp', 'sms', 'admin'] as const;
export type BookingChannel = (typeof bookingChannels)[number];

export const categoryEnum = pgEnum('category', categoryIds);
export const localeEnum = pgEnum('locale', locales);
export const subscriptionTierEnum = pgEnum('subscription_tier', ['free', 'pro', 'enterprise']);
export const verificationEnum = pgEnum('verification_status', ['pending', 'verified', 'suspended']);
export const approvalEnum = pgEnum('approval_status', ['pending', 'approved', 'rejected']);
export const bookingStatusEnum = pgEnum('booking_status', bookingStatuses);
export const bookingChannelEnum = pgEnum('booking_channel', bookingChannels);
export const paymentStatusEnum = pgEnum('payment_status', ['none', 'pending', 'paid', 'refunded']);
export const notificationTypeEnum = pgEnum('notification_type', ['booking', 'reminder', 'update', 'waitlist', 'other']);
export const requestStatusEnum = pgEnum('request_status', ['pending', 'approved', 'rejected']);
export const conversationChannelEnum = pgEnum('conversation_channel', ['web', 'whatsapp', 'sms']);
export const messageRoleEnum = pgEnum('message_role', ['user', 'assistant', 'system', 'tool']);
export const outboxChannelEnum = pgEnum('outbox_channel', ['whatsapp', 'sms', 'email']);
/**
 * `unsent`: no transport configured, so the message was printed and kept (never lost).
 * `failed`: the transport refused it permanently or it ran out of attempts.
 */
export const outboxStatusEnum = pgEnum('outbox_status', [
  'pending',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
  'unsent',
  'cancelled',
]);
export const transactionStatusEnum = pgEnum('transaction_status', ['pending', 'succeeded', 'failed', 'refunded']);
