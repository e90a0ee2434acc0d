import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '#db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite mode: a migrated data directory dump every test database starts from. */
    pgliteTemplatePath: string | null;
    /** Server mode: URL of the migrated template database (tests copy it). */
    pgTemplateUrl: string | null;
    /** Server mode: the database to connect to for CREATE/DROP DATABASE. */
    pgAdminUrl: string | null;
  }
}

/**
 * Migrates one template database per run; each test file then gets its own copy.
 * `TEST_DATABASE_URL` set → a real PostgreSQL server; unset → embedded PGlite.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    // One name per run, so that two runs on one server (CI and a developer) do not collide.
    const pgTemplateName = `bookmitra_tpl_${process.pid}_${Date.now().toString(36)}`;
    const templateUrl = withDatabase(serverUrl, pgTemplateName);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${pgTemplateName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${pgTemplateName}`);
    await admin.end();
    const database = await createDatabase({ url: templateUrl, driver: 'pg' });
    await database.migrate();
    // A template must have no open connections while it is copied.
    await database.close();
    project.provide('pgTemplateUrl', templateUrl);
    project.provide('pgAdminUrl', serverUrl);
    project.provide('pgliteTemplatePath', null);
    return async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${pgTemplateName} WITH (FORCE)`);
      await cleanup.end();
    };
  }
  const database = await createDatabase({});
  await database.migrate();
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'bookmitra-pglite-'));
  const path = join(dir, 'template.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
  project.provide('pgTemplateUrl', null);
  project.provide('pgAdminUrl', null);
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
