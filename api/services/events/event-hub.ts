import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '#db/client.ts';
import type { AppContext } from '../../core/context.ts';
import { describeError } from '../../core/logger.ts';

/**
 * A live change. `userIds` are the users it concerns (the client and the provider's user).
 * Slot events also carry `data.providerId`: slot availability is public, so everyone watching
 * that provider's slots receives them, not only the users named.
 */
export type AppEvent = { type: 'booking' | 'slot' | 'notification'; userIds: string[]; data: Record<string, unknown> };

/** A booking event's data: what changed (`action`) and the booking as it now is. Open pages read it (type-only on the web). */
export type BookingEventData = { action: string; bookingId: string; status: string; slotId: string; startsAt: string };

export type SubscribeOptions = {
  /** Providers whose slot events this subscriber also wants (a client looking at their slots). */
  providerIds?: readonly string[];
};

export type EventHub = {
  subscribe: (userId: string, onEvent: (event: AppEvent) => void, options?: SubscribeOptions) => () => void;
  /** How many subscriptions are open (tests check that a disconnect unsubscribes). */
  subscriberCount: () => number;
  close: () => Promise<void>;
};

/** The Postgres NOTIFY channel; every API instance LISTENs on it, so events cross instances. */
export const appEventsChannel = 'app_events';

const eventsSchema = z.array(
  z.object({
    type: z.enum(['booking', 'slot', 'notification']),
    userIds: z.array(z.string()),
    data: z.record(z.string(), z.unknown()),
  }),
);

/** NOTIFY refuses payloads of 8,000 bytes or more; batches stay under this. */
const maxPayloadBytes = 7_500;

/** Groups events into JSON arrays that each fit one NOTIFY payload. */
export function packEvents(events: AppEvent[]): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  let size = 2;
  for (const event of events) {
    const json = JSON.stringify(event);
    const bytes = Buffer.byteLength(json) + 1;
    if (batch.length > 0 && size + bytes > maxPayloadBytes) {
      payloads.push(`[${batch.join(',')}]`);
      batch = [];
      size = 2;
    }
    batch.push(json);
    size += bytes;
  }
  if (batch.length > 0) payloads.push(`[${batch.join(',')}]`);
  return payloads;
}

type Publisher = { queue: AppEvent[]; waiting: (() => void)[]; sending: boolean };
const publishers = new WeakMap<Database, Publisher>();

/**
 * Publishes events to every API instance with `pg_notify`, after the change that caused them
 * has committed (callers publish only then, so nobody hears of a booking that rolled back).
 * Events queued while a NOTIFY is in flight go out together in the next one: a NOTIFY in
 * each booking transaction would make those transactions commit one at a time, because
 * Postgres holds a database-wide lock on the notification queue until commit.
 * Never throws: live events are hints (clients refetch), a lost one is logged, not fatal.
 */
export async function publishEvents(ctx: Pick<AppContext, 'database' | 'logger'>, events: AppEvent[]): Promise<void> {
  if (events.length === 0) return;
  let publisher = publishers.get(ctx.database);
  if (!publisher) {
    publisher = { queue: [], waiting: [], sending: false };
    publishers.set(ctx.database, publisher);
  }
  publisher.queue.push(...events);
  const sent = new Promise<void>((resolve) => publisher.waiting.push(resolve));
  if (!publisher.sending) void drain(ctx, publisher);
  return sent;
}

async function drain(ctx: Pick<AppContext, 'database' | 'logger'>, publisher: Publisher) {
  publisher.sending = true;
  while (publisher.queue.length > 0) {
    const events = publisher.queue.splice(0);
    const waiting = publisher.waiting.splice(0);
    try {
      for (const payload of packEvents(events)) {
        await ctx.database.db.execute(sql`select pg_notify(${appEventsChannel}, ${payload})`);
      }
    } catch (error) {
      ctx.logger.warn('live events not published', { count: events.length, ...describeError(error) });
    }
    for (const resolve of waiting) resolve();
  }
  publisher.sending = false;
}

type Subscriber = { userId: string; providerIds: ReadonlySet<string>; onEvent: (event: AppEvent) => void };

/** The per-instance hub: LISTENs on `app_events` and fans each event out to the subscribers it concerns. */
export async function createEventHub(ctx: AppContext): Promise<EventHub> {
  const subscribers = new Set<Subscriber>();

  const dispatch = (payload: string) => {
    // An empty payload only says the LISTEN connection came back: nothing to deliver.
    if (payload === '') return;
    const parsed = eventsSchema.safeParse(safeJson(payload));
    if (!parsed.success) {
      ctx.logger.warn('ignored a malformed app event', { payload: payload.slice(0, 200) });
      return;
    }
    for (const event of parsed.data) {
      for (const subscriber of subscribers) {
        if (!concerns(event, subscriber)) continue;
        try {
          subscriber.onEvent(event);
        } catch (error) {
          // One broken stream must not stop the others from hearing the event.
          ctx.logger.warn('event subscriber failed', describeError(error));
        }
      }
    }
  };

  const unlisten = await ctx.database.listen(appEventsChannel, dispatch);
  return {
    subscribe: (userId, onEvent, options = {}) => {
      const subscriber: Subscriber = { userId, onEvent, providerIds: new Set(options.providerIds ?? []) };
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
      };
    },
    subscriberCount: () => subscribers.size,
    close: async () => {
      subscribers.clear();
      await unlisten();
    },
  };
}

function concerns(event: AppEvent, subscriber: Subscriber): boolean {
  if (event.userIds.includes(subscriber.userId)) return true;
  const providerId = event.data.providerId;
  return event.type === 'slot' && typeof providerId === 'string' && subscriber.providerIds.has(providerId);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
