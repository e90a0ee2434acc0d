import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database } from '#db/client.ts';

export type TestDatabase = Database & { url: string | null };

/** True when this run targets a PostgreSQL server (TEST_DATABASE_URL). */
export function onPostgresServer(): boolean {
  return inject('pgTemplateUrl') !== null;
}

/**
 * A fresh, migrated database for one test file: a PGlite loaded from the template dump,
 * or a server database copied from the template. Closing drops it.
 */
export async function createTestDatabase(options: { poolSize?: number } = {}): Promise<TestDatabase> {
  const templateUrl = inject('pgTemplateUrl');
  if (!templateUrl) {
    const dump = readFileSync(inject('pgliteTemplatePath')!);
    const database = await createDatabase({ loadDataDir: new Blob([dump]) });
    return { ...database, url: null };
  }
  const name = `bookmitra_t_${randomBytes(6).toString('hex')}`;
  const adminUrl = inject('pgAdminUrl')!;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const templateName = new URL(templateUrl).pathname.slice(1);
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
  await admin.end();
  const url = templateUrl.replace(/\/[^/]*$/, `/${name}`);
  const database = await createDatabase({ url, driver: 'pg', poolSize: options.poolSize ?? 20 });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
