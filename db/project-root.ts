/**
 * Files the server reads at run time (migrations, prompts, the web build, package.json) are found
 * from the project root, never from a module's own `import.meta.url`: the compiled server is one
 * bundle in dist/server/, where every module's URL is the bundle's, so `../prompts` would point
 * into dist/. The root is the nearest folder above this code holding package.json; that is the
 * same folder from db/ (source, run by tsx) and from dist/server/ (compiled, run by node).
 * It lives in db/, the bottom layer, because db reads its migrations with it; the rest of the
 * server reaches it through the kernel (api/core/paths.ts).
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(start: string): string {
  let folder = start;
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`no package.json above ${start}: the server must run from inside the project`);
    folder = parent;
  }
  return folder;
}

/** The folder holding the project's package.json. */
export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the project, e.g. `projectPath('db', 'migrations')`. */
export function projectPath(...segments: string[]): string {
  return join(projectRoot, ...segments);
}
