/**
 * `npm run build:server` (part of `npm run build`, so of `npm ci` too): compiles the server to
 * dist/server/server.js, which `NODE_ENV=production npm start` runs with node instead of tsx.
 */
import { buildServer } from './lib/server-bundle.ts';

const started = performance.now();
const outfile = await buildServer();
console.log(`Server compiled in ${Math.round(performance.now() - started)} ms: ${outfile}`);
