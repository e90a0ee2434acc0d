import { sql } from 'drizzle-orm';
import { executeRows, type Db } from '#db/client.ts';

/**
 * Tables whose rows a refused request may still touch: rate-limit counters, the audit trail of admin
 * calls (refused ones too), and the search tables, derived from the catalogue (which is counted) and
 * rewritten in the background by the search sync of an earlier change.
 */
const volatileTables = new Set([
  'rate_limits',
  'admin_access_logs',
  '__drizzle_migrations',
  'search_words',
  'search_word_grams',
  'search_docs',
  'search_postings',
  'search_dirty',
]);

/**
 * Row counts of every table, and the newest change of the tables that record one: equal
 * fingerprints before and after a request mean the request changed nothing.
 */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await executeRows<{ name: string; touched: boolean }>(
    db,
    sql`
    select t.table_name as name,
           exists (select 1 from information_schema.columns c
                   where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'updated_at') as touched
    from information_schema.tables t
    where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by t.table_name`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { name, touched } of tables) {
    if (volatileTables.has(name)) continue;
    const changed = touched ? sql`, max(updated_at)::text` : sql`, ''`;
    const [row] = await executeRows<{ n: string; at: string | null }>(
      db,
      sql`select count(*)::text as n ${changed} as at from ${sql.identifier(name)}`,
    );
    fingerprint[name] = `${row?.n}:${row?.at ?? ''}`;
  }
  return fingerprint;
}
