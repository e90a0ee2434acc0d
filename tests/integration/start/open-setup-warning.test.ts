import { describe, expect, it, onTestFinished } from 'vitest';
import { bootstrap } from '#api/bootstrap.ts';
import { createLogger } from '#api/core/logger.ts';
import { testConfig } from '#tests/support/test-server.ts';
import { createTestDatabase } from '#tests/setup/test-db.ts';

const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'a-real-production-secret-of-forty-characters' };

/** Starts the app on a fresh database and returns the warnings it logged. */
async function warningsAtStart(
  env: Record<string, string>,
  before?: (db: Awaited<ReturnType<typeof createTestDatabase>>) => Promise<void>,
) {
  const database = await createTestDatabase();
  onTestFinished(() => database.close());
  await before?.(database);
  const warnings: { msg: string; [key: string]: unknown }[] = [];
  const logger = createLogger('warn', (line) => {
    const entry = JSON.parse(line) as { level: string; msg: string };
    if (entry.level === 'warn') warnings.push(entry);
  });
  const running = await bootstrap(testConfig(env), { database, logger });
  await running.close();
  return warnings;
}

describe('a fresh install whose first admin is still to be created (issue 22.11)', () => {
  it('warns at start-up that /api/setup/admin is open to anyone, and how to close it', async () => {
    const warnings = await warningsAtStart(production);
    expect(warnings).toContainEqual(
      expect.objectContaining({ msg: expect.stringMatching(/\/api\/setup\/admin is open/), fix: expect.stringContaining('ADMIN_EMAIL') }),
    );
  });

  it('does not warn once ADMIN_EMAIL and ADMIN_PASSWORD create the admin', async () => {
    const warnings = await warningsAtStart({ ...production, ADMIN_EMAIL: 'ops@clinicnet.in', ADMIN_PASSWORD: 'Chennai-Clinic-2026' });
    expect(warnings.map((warning) => warning.msg)).not.toContainEqual(expect.stringMatching(/setup\/admin/));
  });
});
