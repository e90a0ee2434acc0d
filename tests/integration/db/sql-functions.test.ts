import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#db/client.ts';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-db.ts';

const functionsDir = new URL('../../../db/functions/', import.meta.url);
const migrationsDir = new URL('../../../db/migrations/', import.meta.url);

const canonical = readdirSync(functionsDir)
  .filter((file) => file.endsWith('.sql'))
  .map((file) => ({
    name: file.replace(/\.sql$/, ''),
    text: readFileSync(new URL(file, functionsDir), 'utf8'),
  }));

/** The CREATE FUNCTION statement of `name`, spelled as `CREATE OR REPLACE`, whitespace at its ends trimmed. */
function definition(text: string, name: string): string | undefined {
  const match = new RegExp(String.raw`CREATE (?:OR REPLACE )?FUNCTION ${name}\(.*?\$\$ LANGUAGE plpgsql;`, 's').exec(text);
  return match?.[0].replace(/^CREATE (?:OR REPLACE )?FUNCTION/, 'CREATE OR REPLACE FUNCTION');
}

const bodyOf = (text: string) => /\$\$(.*)\$\$/s.exec(text)?.[1];

/** The newest migration that defines `name`, and its definition. */
function newestDefinition(name: string) {
  const files = readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .reverse();
  for (const file of files) {
    const found = definition(readFileSync(new URL(file, migrationsDir), 'utf8'), name);
    if (found) return { file, found };
  }
  return undefined;
}

describe('SQL functions: db/functions holds the current body of each', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it.each(canonical)('the newest migration defining $name creates exactly db/functions/$name.sql', ({ name, text }) => {
    const newest = newestDefinition(name);
    expect(newest, `no migration defines ${name}`).toBeDefined();
    expect(newest?.found).toBe(definition(text, name));
  });

  it('the migrated database runs exactly those bodies, and defines no function without a file', async () => {
    const rows = await executeRows<{ name: string; source: string }>(
      database.db,
      sql`
      select p.proname as name, p.prosrc as source from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace join pg_language l on l.oid = p.prolang
      where n.nspname = 'public' and l.lanname = 'plpgsql' order by p.proname`,
    );
    expect(rows.map((row) => row.name)).toEqual(canonical.map((fn) => fn.name).sort());
    for (const row of rows) {
      expect(row.source, row.name).toBe(bodyOf(canonical.find((fn) => fn.name === row.name)?.text ?? ''));
    }
  });
});
