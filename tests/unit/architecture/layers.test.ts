import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rule ids lint reports for `code` as if it were the file at `path` (the file itself is not touched). */
async function ruleIdsFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the layer map is enforced by lint', () => {
  it.each([
    [
      'a domain service imports a route',
      'api/services/bookings/probe.ts',
      "export { bookings } from '../../routes/bookings/bookings.routes.ts';",
    ],
    ['a domain service imports HTTP wiring', 'api/services/bookings/probe.ts', "export type { AppEnv } from '../../http/app-env.ts';"],
    ['a domain service imports middleware', 'api/services/accounts/probe.ts', "export { requireUser } from '../../middleware/session.ts';"],
    [
      'a domain service imports the agent',
      'api/services/messaging/probe.ts',
      "export { createRunAgentTurn } from '#agent/turns/run-agent-turn.ts';",
    ],
    ['a domain service imports the auth set-up', 'api/services/messaging/probe.ts', "export { createAuth } from '../../http/auth.ts';"],
    ['the kernel imports a service', 'api/core/probe.ts', "export { getQuota } from '../services/bookings/quota.ts';"],
    ['the kernel imports the agent', 'api/core/probe.ts', "export { createSession } from '#agent/booking-agent.ts';"],
    ['the agent imports a route', 'agent/tools/probe.ts', "export { chat } from '#api/routes/chat/chat.routes.ts';"],
    ['the agent imports HTTP wiring', 'agent/turns/probe.ts', "export { validate } from '#api/http/validate.ts';"],
    ['db imports the API', 'db/queries/probe.ts', "export { AppError } from '#api/core/errors.ts';"],
    ['db imports the agent', 'db/queries/probe.ts', "export { createSession } from '#agent/booking-agent.ts';"],
  ])('refuses: %s', async (_name, path, code) => {
    expect(await ruleIdsFor(path, code)).toContain('import-x/no-restricted-paths');
  });

  it('refuses routes and the agent importing db/queries (they go through a service); allows services', async () => {
    const probe = (path: string, specifier: string) => ruleIdsFor(path, `export { insertNotifications } from '${specifier}';`);
    expect(await probe('api/routes/bookings/probe.ts', '#db/queries/notifications.ts')).toContain('import-x/no-restricted-paths');
    expect(await probe('api/routes/admin/probe.ts', '../../../db/queries/notifications.ts')).toContain('import-x/no-restricted-paths');
    expect(await probe('agent/tools/probe.ts', '#db/queries/notifications.ts')).toContain('import-x/no-restricted-paths');
    expect(await probe('agent/probe.ts', '../db/queries/notifications.ts')).toContain('import-x/no-restricted-paths');
    expect(await probe('api/services/bookings/probe.ts', '#db/queries/notifications.ts')).toEqual([]);
  });

  it('refuses a runtime import of the server or the agent in the web app, and allows type-only ones and the shared contract', async () => {
    expect(await ruleIdsFor('web/src/lib/probe.ts', "export { AppError } from '../../../api/core/errors.ts';")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(
      await ruleIdsFor('web/src/lib/probe.ts', "export type { BookingView } from '../../../api/services/bookings/booking-view.ts';"),
    ).toEqual([]);
    expect(await ruleIdsFor('web/src/lib/probe.ts', "export { categoryIds } from '../../../db/contract/categories.ts';")).toEqual([]);
    expect(
      await ruleIdsFor('web/src/features/catalog/probe.ts', "export { IST, istToday } from '../../../../db/contract/ist.ts';"),
    ).toEqual([]);
    expect(await ruleIdsFor('web/src/lib/probe.ts', "export { categoryEnum } from '../../../db/schema/enums.ts';")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await ruleIdsFor('web/src/lib/probe.ts', "export { createSession } from '../../../agent/booking-agent.ts';")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await ruleIdsFor('web/src/lib/probe.ts', "export type { MitraUIMessage } from '../../../agent/ui-message.ts';")).toEqual([]);
  });

  it('keeps the shared contract pure: no schema, client, query, ORM or Node module', async () => {
    expect(await ruleIdsFor('db/contract/probe.ts', "export { profiles } from '../schema/index.ts';")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIdsFor('db/contract/probe.ts', "export { istZone } from '../queries/ist-zone.ts';")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIdsFor('db/contract/probe.ts', "export { sql } from 'drizzle-orm';")).toContain('no-restricted-imports');
    expect(await ruleIdsFor('db/contract/probe.ts', "export { readFileSync } from 'node:fs';")).toContain('no-restricted-imports');
    expect(await ruleIdsFor('db/contract/probe.ts', "export { IST } from './ist.ts';\nexport { z } from 'zod';")).toEqual([]);
  });

  it("refuses a web feature importing another feature's internals; allows that feature's index and its own parts", async () => {
    expect(
      await ruleIdsFor('web/src/features/account/probe.ts', "export { UpiPayDialog } from '../bookings/components/upi-pay-dialog.tsx';"),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor('web/src/features/catalog/probe.ts', "export { reviewBooking } from '../bookings/api/review-api.ts';"),
    ).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('web/src/features/bookings/probe.ts', "export { QuotaMeter } from '../account/index.ts';")).toEqual([]);
    expect(
      await ruleIdsFor(
        'web/src/features/account/components/settings/probe.ts',
        "export { devicesQuery } from '../../api/auth-queries.ts';",
      ),
    ).toEqual([]);
  });

  it.each([
    ['lib imports a feature', 'web/src/lib/probe.ts', "export { providerQuery } from '../features/catalog/index.ts';"],
    [
      'a shared component imports a feature',
      'web/src/components/ui/probe.ts',
      "export { NotificationsBell } from '../../features/notifications/index.ts';",
    ],
    ['server state imports a feature', 'web/src/server-state/probe.ts', "export { QuotaMeter } from '../features/account/index.ts';"],
    ['lib imports the app shell', 'web/src/lib/probe.ts', "export { usePageSeo } from '../app/use-page-seo.ts';"],
    ['a shared component imports the app shell', 'web/src/components/ui/probe.ts', "export { Header } from '../../app/layout/header.tsx';"],
    ['server state imports a file route', 'web/src/server-state/probe.ts', "export { Route } from '../routes/__root.tsx';"],
    [
      'a feature imports the app shell',
      'web/src/features/admin/probe.ts',
      "export { AdminGate } from '../../app/admin-layout/admin-layout.tsx';",
    ],
    ['lib imports server state', 'web/src/lib/probe.ts', "export { bookingKeys } from '../server-state/bookings-queries.ts';"],
    ['server state imports a shared component', 'web/src/server-state/probe.ts', "export { Spinner } from '../components/ui/spinner.tsx';"],
  ])('refuses in the web app (shared → features → app): %s', async (_name, path, code) => {
    expect(await ruleIdsFor(path, code)).toContain('import-x/no-restricted-paths');
  });

  it('allows the web app one way: features use server state and lib, the app shell uses features', async () => {
    expect(
      await ruleIdsFor('web/src/features/account/probe.ts', "export { bookingsQuery } from '../../server-state/bookings-queries.ts';"),
    ).toEqual([]);
    expect(await ruleIdsFor('web/src/server-state/probe.ts', "export { api } from '../lib/api.ts';")).toEqual([]);
    expect(await ruleIdsFor('web/src/components/ui/probe.ts', "export { cn } from '../../lib/cn.ts';")).toEqual([]);
    expect(await ruleIdsFor('web/src/app/layout/probe.ts', "export { searchQuery } from '../../features/catalog/index.ts';")).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // cancel-booking.ts imports quota.ts: quota.ts importing it back closes a cycle.
    const code = "import { cancelBooking } from './cancel-booking.ts';\nexport const probe = cancelBooking;\n";
    expect(await ruleIdsFor('api/services/bookings/quota.ts', code)).toContain('import-x/no-cycle');
  });

  it('allows what the map allows: routes → services, agent → services, services → kernel and db', async () => {
    expect(await ruleIdsFor('api/routes/bookings/probe.ts', "export { getQuota } from '../../services/bookings/quota.ts';")).toEqual([]);
    expect(await ruleIdsFor('agent/tools/probe.ts', "export { getQuota } from '#api/services/bookings/quota.ts';")).toEqual([]);
    expect(
      await ruleIdsFor(
        'api/services/bookings/probe.ts',
        "export { AppError } from '../../core/errors.ts';\nexport { profiles } from '#db/schema/index.ts';",
      ),
    ).toEqual([]);
  });
});
