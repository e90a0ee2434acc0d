import { demoAccountLines, startServer, StartupRefused, type Server } from './bootstrap.ts';
import { readEnv } from './core/env.ts';

const config = readEnv();
const started = performance.now();
let server: Server;
try {
  server = await startServer(config);
} catch (error) {
  if (!(error instanceof StartupRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
const lines = [
  '',
  `BookMitra is running on ${config.publicUrl} (API on port ${server.port}, database: ${server.ctx.database.driver})`,
  `Health: ${config.publicUrl}/api/health   OpenAPI: ${config.publicUrl}/api/openapi.json`,
  ...(config.seedDemo ? ['Demo accounts:', ...demoAccountLines(config)] : []),
  `Ready in ${Math.round(performance.now() - started)} ms.`,
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  server.ctx.logger.info('shutting down', { signal });
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
