import { and, count, countDistinct, desc, gte, inArray, lt, sql } from 'drizzle-orm';
import { agentTurns, bookings, conversations } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { addDays, istDate, istToInstant } from '../../core/time-zone.ts';

/** IST dates, both days included. */
export type InsightRange = { from?: string | undefined; to?: string | undefined };

const defaultDays = 30;
const maxDays = 366;
const mitraChannels = ['chat', 'whatsapp', 'sms'] as const;

/** The range as instants [start, end): the last 30 days by default, at most a year. */
export function rangeOf(range: InsightRange, now: Date) {
  const to = range.to ?? istDate(now);
  const from = range.from ?? addDays(to, -(defaultDays - 1));
  const start = istToInstant(from);
  const end = istToInstant(addDays(to, 1));
  const days = (end.getTime() - start.getTime()) / 86_400_000;
  if (days < 1 || days > maxDays) {
    throw new AppError('invalid_request', {
      message: `The range must run forward and span at most ${maxDays} days.`,
      issues: [{ path: 'from', message: 'Bad range' }],
    });
  }
  return { from, to, start, end };
}

/** Mitra's conversations by channel and language, the bookings it made, and its turns by model and outcome. */
export async function agentOverview(ctx: AppContext, range: InsightRange) {
  const { from, to, start, end } = rangeOf(range, ctx.now());
  const inTurns = and(gte(agentTurns.createdAt, start), lt(agentTurns.createdAt, end));
  const [byChannel, made, byModel] = await Promise.all([
    ctx.db
      .select({ channel: conversations.channel, locale: conversations.locale, conversations: count() })
      .from(conversations)
      .where(and(gte(conversations.updatedAt, start), lt(conversations.createdAt, end)))
      .groupBy(conversations.channel, conversations.locale)
      .orderBy(conversations.channel, conversations.locale),
    ctx.db
      .select({ channel: bookings.channel, bookings: count() })
      .from(bookings)
      .where(and(inArray(bookings.channel, [...mitraChannels]), gte(bookings.createdAt, start), lt(bookings.createdAt, end)))
      .groupBy(bookings.channel)
      .orderBy(bookings.channel),
    ctx.db
      .select({
        model: agentTurns.model,
        outcome: agentTurns.outcome,
        turns: count(),
        conversations: countDistinct(agentTurns.conversationId),
        avgMs: sql<number>`coalesce(round(avg(${agentTurns.durationMs})), 0)::int`,
      })
      .from(agentTurns)
      .where(inTurns)
      .groupBy(agentTurns.model, agentTurns.outcome)
      .orderBy(agentTurns.model, agentTurns.outcome),
  ]);
  return { range: { from, to }, conversations: byChannel, bookings: made, turns: byModel };
}

/** Lowercased, trimmed, runs of spaces as one, each run of digits (Latin, Devanagari, Tamil) as one `#`: "Book 2 PM" and "book 3 pm" are one miss. */
const normalised = sql<string>`regexp_replace(regexp_replace(lower(trim(${agentTurns.userText})), '[0-9०-९௦-௯]+', '#', 'g'), '\\s+', ' ', 'g')`;
const missOutcomes = ['not_understood', 'error'];
const messagesPerMiss = 10;

/** Mitra's misses grouped by what was said, most frequent first, each with its latest messages. */
export async function agentMisses(ctx: AppContext, query: InsightRange & { page: number; pageSize: number }) {
  const { start, end } = rangeOf(query, ctx.now());
  const where = and(inArray(agentTurns.outcome, missOutcomes), gte(agentTurns.createdAt, start), lt(agentTurns.createdAt, end));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        text: normalised,
        count: count(),
        errors: sql<number>`count(*) filter (where ${agentTurns.outcome} = 'error')::int`,
        lastSeen: sql<string>`max(${agentTurns.createdAt})`,
        messages: sql<
          { userText: string; replyText: string; channel: string; locale: string; at: string }[]
        >`to_jsonb((array_agg(jsonb_build_object(
          'userText', ${agentTurns.userText}, 'replyText', ${agentTurns.replyText}, 'channel', ${agentTurns.channel},
          'locale', ${agentTurns.locale}, 'at', ${agentTurns.createdAt}) order by ${agentTurns.createdAt} desc))[1:${sql.raw(String(messagesPerMiss))}])`,
      })
      .from(agentTurns)
      .where(where)
      .groupBy(normalised)
      .orderBy(desc(count()), desc(sql`max(${agentTurns.createdAt})`))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db
      .select({ n: countDistinct(normalised) })
      .from(agentTurns)
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      lastSeen: new Date(row.lastSeen).toISOString(),
      messages: row.messages.map((message) => ({ ...message, at: new Date(message.at).toISOString() })),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
