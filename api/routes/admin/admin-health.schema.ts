import { z } from 'zod';
import { outboxChannelEnum, outboxStatusEnum } from '#db/schema/index.ts';

export const outboxIdParamSchema = z.object({ id: z.uuid() });
export const retryBodySchema = z.strictObject({});

/** The database driver (db/client.ts DbDriver). */
const driverSchema = z.enum(['pglite', 'pg', 'neon']);

const workerSchema = z.object({ name: z.string(), lastRunAt: z.iso.datetime().nullable(), lastError: z.string().nullable() });

export const healthReportSchema = z.object({
  checkedAt: z.iso.datetime(),
  database: z.object({
    roundTripMs: z.number().describe('A timed `select 1`'),
    pool: z.union([
      z.object({
        kind: z.literal('pool'),
        driver: driverSchema,
        total: z.number(),
        idle: z.number(),
        waiting: z.number(),
        max: z.number(),
      }),
      z.object({ kind: z.literal('embedded'), driver: driverSchema }),
    ]),
  }),
  outbox: z.object({
    dueNow: z.number().int(),
    oldestDueAgeSeconds: z.number().int().nullable(),
    failedLast24h: z.number().int(),
    failed: z.array(
      z.object({
        id: z.uuid(),
        channel: z.enum(outboxChannelEnum.enumValues),
        to: z.string(),
        kind: z.string(),
        attempts: z.number().int(),
        lastError: z.string().nullable(),
        updatedAt: z.iso.datetime(),
      }),
    ),
  }),
  reminders: z.object({
    lagSeconds: z.number().int().describe('How long the oldest due, unqueued reminder has waited'),
    byKind: z.array(z.object({ kind: z.enum(['reminder_24h', 'reminder_2h']), waiting: z.number().int(), lagSeconds: z.number().int() })),
  }),
  instances: z.array(
    z.object({
      instanceId: z.string(),
      hostname: z.string(),
      pid: z.string(),
      version: z.string(),
      startedAt: z.iso.datetime(),
      beatAt: z.iso.datetime(),
      stale: z.boolean().describe('No heartbeat for more than 90 s'),
      current: z.boolean().describe('The instance that answered'),
      workers: z.array(workerSchema),
    }),
  ),
  live: z.object({ connections: z.number().int().describe('Live-event streams open on this instance') }),
  errors: z.object({ windowMinutes: z.number().int(), requests: z.number().int(), errors: z.number().int(), share: z.number() }),
  version: z.string(),
  uptimeSeconds: z.number().int(),
});

export const retriedMessageSchema = z.object({ id: z.uuid(), status: z.enum(outboxStatusEnum.enumValues) });
