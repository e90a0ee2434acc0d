import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { ssrDir } from './prerender.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; fonts (woff2) and images are compressed already. */
const compressible = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
/** Smaller files gain less than the header and the extra file cost. */
const minBytes = 512;

async function precompressFile(file: string) {
  const content = await readFile(file);
  if (content.byteLength < minBytes) return;
  const [br, gz] = await Promise.all([
    // Build time: the slowest, smallest settings, paid once instead of on every request.
    brotli(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.byteLength < content.byteLength ? writeFile(`${file}.br`, br) : undefined,
    gz.byteLength < content.byteLength ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

/**
 * Compresses every text file of a directory tree, beside the original (`x.js.br`, `x.js.gz`), but
 * those under `skip` (the server-side entry, read from disk by the server and never sent).
 */
export async function precompressDir(dir: string, skip = join(dir, ssrDir)) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.has(extname(entry.name)) && !entry.parentPath.startsWith(skip))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(files.map((file) => precompressFile(file)));
}

/**
 * Writes brotli and gzip copies of the built text files, so the server sends compressed bytes
 * without compressing anything per request (api/web-assets.ts picks one by Accept-Encoding).
 * Runs last (`enforce: 'post'`, closeBundle) so that files written after the bundle (the
 * prerendered pages) are compressed too.
 */
export function precompress(outDir: string): Plugin {
  return {
    name: 'bookmitra:precompress',
    // Once, in the client's build (the server-side entry's build runs inside it: web/build/prerender.ts).
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    closeBundle: { order: 'post', sequential: true, handler: () => precompressDir(outDir) },
  };
}
