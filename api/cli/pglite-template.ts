/**
 * Postinstall: builds the migrated PGlite template so that the first `npm start` skips initdb.
 * Never fails the install: without the template, start-up only takes a few seconds longer.
 */
import { buildPgliteTemplate } from '#db/client.ts';

const started = performance.now();
try {
  const path = await buildPgliteTemplate();
  console.log(`Embedded database template ready (${Math.round(performance.now() - started)} ms): ${path}`);
} catch (error) {
  console.warn(`Embedded database template not built (the first start will create the database instead): ${String(error)}`);
}
