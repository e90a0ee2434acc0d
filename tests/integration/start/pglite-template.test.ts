import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type Database } from '#db/client.ts';

const root = mkdtempSync(join(tmpdir(), 'bookmitra-template-'));
let template: Blob;

beforeAll(async () => {
  // A template is a gzip dump of a migrated in-memory database, as `npm run db:template` makes it.
  const source = await createDatabase({});
  await source.migrate();
  template = await source.pglite!.dumpDataDir('gzip');
  await source.close();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function withDatabase<T>(database: Database, run: (database: Database) => Promise<T>): Promise<T> {
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

const appliedMigrations = async (database: Database) =>
  (await database.pglite!.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]!.n;

describe('PGlite data directory templates', () => {
  it('starts a new data directory from the migrated template, without initdb or migrations', async () => {
    const dataDir = join(root, 'fresh');
    await withDatabase(await createDatabase({ dataDir, pgliteTemplate: template }), async (database) => {
      expect(await appliedMigrations(database)).toBeGreaterThanOrEqual(5);
      await database.migrate();
      expect((await database.pglite!.query('select count(*)::int as n from providers')).rows).toEqual([{ n: 0 }]);
    });
    // Reopened later, it is an ordinary existing directory: the template is not loaded again.
    await withDatabase(await createDatabase({ dataDir, pgliteTemplate: template }), async (database) => {
      expect(await appliedMigrations(database)).toBeGreaterThanOrEqual(5);
    });
  });

  it('falls back to initdb when the template cannot be loaded', { timeout: 60_000 }, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const dataDir = join(root, 'broken');
    await withDatabase(await createDatabase({ dataDir, pgliteTemplate: new Blob(['not a tarball']) }), async (database) => {
      await database.migrate();
      expect(await appliedMigrations(database)).toBeGreaterThanOrEqual(5);
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('pglite template not loaded'));
    warn.mockRestore();
  });
});
