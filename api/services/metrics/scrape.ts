import { count } from 'drizzle-orm';
import { agentTurns, bookings, outbox } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { bookingsGauge, chatTurnsGauge, metricsRegistry, outboxGauge } from './registry.ts';

/** Refreshes the database gauges, then renders every metric in the Prometheus text format. */
export async function renderMetrics(ctx: Pick<AppContext, 'db'>): Promise<{ contentType: string; body: string }> {
  const [byStatus, byOutbox, byModel] = await Promise.all([
    ctx.db.select({ status: bookings.status, n: count() }).from(bookings).groupBy(bookings.status),
    ctx.db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status),
    ctx.db
      .select({ model: agentTurns.model, language: agentTurns.locale, n: count() })
      .from(agentTurns)
      .groupBy(agentTurns.model, agentTurns.locale),
  ]);
  // Reset first: a status that has no rows any more must not keep its last value.
  bookingsGauge.reset();
  outboxGauge.reset();
  chatTurnsGauge.reset();
  for (const row of byStatus) bookingsGauge.set({ status: row.status }, Number(row.n));
  for (const row of byOutbox) outboxGauge.set({ status: row.status }, Number(row.n));
  for (const row of byModel) chatTurnsGauge.set({ model: row.model, language: row.language }, Number(row.n));
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
