/**
 * Keeps search_docs and search_postings in line with the catalogue. Triggers (migration 0023) queue
 * the providers whose rows, services or profile changed in search_dirty; a drain rewrites their
 * documents. Every instance drains (startSearchSync); batches are claimed with FOR UPDATE SKIP LOCKED,
 * so instances share the work and never write one provider twice at once.
 */
import { sql } from 'drizzle-orm';
import { executeRows, type Db } from '#db/client.ts';
import type { AppContext } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import { readCatalogueSlice } from './search-documents-reader.ts';
import { documentRows } from './search-documents-rows.ts';
import { deleteDocuments, insertDocuments, wordIdsOfRows, writeVocabulary } from './search-documents-writer.ts';
import { createDrainScheduler } from './search-sync-scheduler.ts';

export { rebuildSearchDocuments } from './search-rebuild.ts';

/** Providers per drain transaction: small enough to hold their queue rows briefly. */
export const drainBatchSize = 500;
/** Channel of the statement triggers on providers, services (0002) and profiles (0004). */
const changeChannel = 'catalog_changed';
/** Pause between looks at a queue still holding rows another instance is writing (flush). */
const flushRetryMs = 25;

/** Rewrites the documents of these providers: the listed ones get theirs anew, the others lose theirs. */
async function rewriteProviders(tx: Db, providerIds: string[]) {
  const rows = documentRows(await readCatalogueSlice(tx, { providerIds }));
  const wordIds = await wordIdsOfRows(tx, rows);
  await deleteDocuments(
    tx,
    providerIds,
    rows.map((row) => row.id),
  );
  await insertDocuments(tx, rows, wordIds);
}

async function drainBatch(db: Db, batchSize: number): Promise<number> {
  return db.transaction(async (tx) => {
    // The rows stay locked until they are deleted below: a change committing meanwhile waits and queues again (0023).
    const queued = await executeRows<{ provider_id: string }>(
      tx,
      sql`select provider_id from search_dirty limit ${batchSize} for update skip locked`,
    );
    if (queued.length === 0) return 0;
    const providerIds = queued.map((row) => row.provider_id);
    await rewriteProviders(tx, providerIds);
    await tx.execute(sql`delete from search_dirty where provider_id = any(${sql.param(providerIds)}::uuid[])`);
    return providerIds.length;
  });
}

/**
 * Drains search_dirty: batch after batch, each provider's documents rewritten and its queue row
 * deleted in one transaction, until no unclaimed row is left. Returns how many providers it rewrote.
 */
export async function syncSearchDocuments(
  ctx: Pick<AppContext, 'db' | 'logger' | 'now'>,
  options: { batchSize?: number } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? drainBatchSize;
  const started = performance.now();
  let total = 0;
  for (;;) {
    const rewritten = await drainBatch(ctx.db, batchSize);
    if (rewritten === 0) break;
    total += rewritten;
  }
  if (total > 0) {
    // Cheap, and keeps the synonyms in the dictionary after a deploy that added some.
    await writeVocabulary(ctx.db);
    ctx.logger.debug('search documents synced', { providers: total, ms: Math.round(performance.now() - started) });
  }
  return total;
}

/** Whether a queue row older than `cutoff` is still there (claimed by another instance's drain, or failed). */
async function queuedBefore(db: Db, cutoff: string): Promise<boolean> {
  const [row] = await executeRows<{ queued: boolean }>(
    db,
    sql`select exists (select 1 from search_dirty where queued_at <= ${cutoff}::timestamptz) as queued`,
  );
  return row?.queued ?? false;
}

export type SearchSync = {
  /** Drains now; resolves once every provider queued before the call (and not queued again since) is written. */
  flush: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Runs in every instance: drains at start, ~100 ms after catalog_changed notifications, and every
 * second in case one was lost; one drain at a time; failures logged, never thrown. Resolves once
 * subscribed, without waiting for the first drain (a migrated catalogue may queue every provider).
 */
export async function startSearchSync(ctx: AppContext, options: { debounceMs?: number; pollMs?: number } = {}): Promise<SearchSync> {
  await writeVocabulary(ctx.db);
  const scheduler = createDrainScheduler({
    drain: () => syncSearchDocuments(ctx),
    hasWork: async () => (await executeRows(ctx.db, sql`select 1 from search_dirty limit 1`)).length > 0,
    logger: ctx.logger,
    debounceMs: options.debounceMs ?? 100,
    pollMs: options.pollMs ?? 1000,
  });
  const unlisten = await ctx.database.listen(changeChannel, () => scheduler.schedule());
  void scheduler.drainNow();
  let closed = false;

  const flush = async () => {
    const [now] = await executeRows<{ cutoff: string }>(ctx.db, sql`select now()::text as cutoff`);
    const cutoff = now!.cutoff;
    while (!closed) {
      const failure = await scheduler.drainNow();
      if (failure) throw new AppError('internal_error', { message: 'Search documents could not be brought up to date.', cause: failure });
      if (!(await queuedBefore(ctx.db, cutoff))) return;
      await new Promise((resolve) => setTimeout(resolve, flushRetryMs));
    }
  };
  return {
    flush,
    close: async () => {
      closed = true;
      await unlisten();
      await scheduler.close();
    },
  };
}
