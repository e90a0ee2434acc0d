import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { outbox } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';

/** Twilio's status callback fields we read. */
export const statusCallbackSchema = z.object({
  MessageSid: z.string().trim().min(1).max(64),
  MessageStatus: z.string().trim().min(1).max(32),
  ErrorCode: z.string().trim().max(16).optional(),
  ErrorMessage: z.string().max(500).optional(),
});
export type StatusCallback = z.infer<typeof statusCallbackSchema>;

type Tracked = 'sent' | 'delivered' | 'read' | 'failed';

/** Each status may only move a row forward: callbacks arrive out of order. */
const reachableFrom: Record<Tracked, Array<'sending' | 'sent' | 'delivered' | 'read'>> = {
  sent: ['sending'],
  delivered: ['sending', 'sent'],
  read: ['sending', 'sent', 'delivered'],
  failed: ['sending', 'sent', 'delivered'],
};

function trackedStatus(twilioStatus: string): Tracked | undefined {
  switch (twilioStatus) {
    case 'sent':
      return 'sent';
    case 'delivered':
      return 'delivered';
    case 'read':
      return 'read';
    case 'failed':
    case 'undelivered':
      return 'failed';
    default:
      return undefined; // queued, accepted, sending…: nothing new to record
  }
}

/** Applies a delivery status callback to the outbox row Twilio's message id belongs to. */
export async function applyDeliveryStatus(ctx: AppContext, callback: StatusCallback): Promise<{ updated: boolean }> {
  const status = trackedStatus(callback.MessageStatus);
  if (!status) return { updated: false };
  const error =
    status === 'failed'
      ? `Twilio ${callback.MessageStatus}${callback.ErrorCode ? ` (error ${callback.ErrorCode})` : ''}${callback.ErrorMessage ? `: ${callback.ErrorMessage}` : ''}`
      : undefined;
  const rows = await ctx.db
    .update(outbox)
    .set({ status, updatedAt: ctx.now(), ...(error ? { lastError: error } : {}) })
    .where(and(eq(outbox.providerMessageId, callback.MessageSid), inArray(outbox.status, reachableFrom[status])))
    .returning({ id: outbox.id });
  return { updated: rows.length > 0 };
}
