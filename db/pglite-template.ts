/**
 * A dump of an empty, migrated PGlite database, kept under node_modules/.cache. Creating a PGlite
 * database from nothing runs initdb (3–5 s); loading this dump takes well under a second, which
 * keeps the first `npm start` on a fresh machine quick. `npm ci` builds it (postinstall); it is
 * keyed by the migrations and the PGlite version, so a stale dump is never used.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectPath } from './project-root.ts';

const migrationsFolder = projectPath('db', 'migrations');
const cacheFolder = projectPath('node_modules', '.cache', 'bookmitra');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Changes whenever a migration, the PGlite version or the extension set changes. */
function templateKey(extensionNames: readonly string[]): string {
  const hash = createHash('sha256');
  const pglitePackage = projectPath('node_modules', '@electric-sql', 'pglite', 'package.json');
  hash.update(existsSync(pglitePackage) ? String(JSON.parse(readFileSync(pglitePackage, 'utf8')).version) : 'unknown');
  hash.update(extensionNames.join(','));
  for (const file of filesUnder(migrationsFolder)) {
    hash.update(file.slice(migrationsFolder.length));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

export function pgliteTemplatePath(extensionNames: readonly string[]): string {
  return join(cacheFolder, `pglite-${templateKey(extensionNames)}.tar.gz`);
}

/** The current template, or undefined when it has not been built for these migrations. */
export function readPgliteTemplate(extensionNames: readonly string[]): Blob | undefined {
  const path = pgliteTemplatePath(extensionNames);
  return existsSync(path) ? new Blob([readFileSync(path)]) : undefined;
}

/** Saves a template; written aside and renamed, so a reader never sees half a file. */
export async function writePgliteTemplate(extensionNames: readonly string[], dump: Blob): Promise<string> {
  const path = pgliteTemplatePath(extensionNames);
  mkdirSync(cacheFolder, { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  return path;
}
