/**
 * The compiled server: api/server.ts bundled into one JavaScript file that production runs with
 * plain node, with no TypeScript compiler at run time. Our modules (the `#api/…` imports, the
 * locale JSON) are bundled; packages stay in node_modules, imported as they are. The source map
 * lets `node --enable-source-maps` print stack traces with the .ts files and lines. Files read at
 * run time (migrations, prompts, web/dist) are found from the project root (db/project-root.ts),
 * so the bundle must be written inside the project.
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import { projectPath } from '#api/core/paths.ts';

/** Where `npm run build` writes the server and where production's `npm start` runs it from. */
export const serverOutDir = projectPath('dist', 'server');

/** Bundles api/server.ts into `outDir`/server.js (and its .map); resolves to the file written. */
export async function buildServer(outDir = serverOutDir): Promise<string> {
  const outfile = join(outDir, 'server.js');
  await build({
    entryPoints: [projectPath('api', 'server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // package.json "engines": node 22 runs everything the sources use.
    target: 'node22',
    packages: 'external',
    sourcemap: true,
    // The map points at the .ts files, which stay in the project; their text in the map would cost
    // `node --enable-source-maps` about 85 MB of resident memory (measured with `npm run bench:start`).
    sourcesContent: false,
    // Bundling renames clashing names; kept, logs and stack traces show the classes and functions we wrote.
    keepNames: true,
    logLevel: 'warning',
  });
  return outfile;
}
