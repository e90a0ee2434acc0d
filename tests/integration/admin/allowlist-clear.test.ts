import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { runAdminCommand } from '#api/cli/lib/admin-commands.ts';
import { createDatabase } from '#db/client.ts';
import { adminActions, ipWhitelist } from '#db/schema/index.ts';
import type { ApiClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { signedInAdmin } from './admin-fixtures.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const run = promisify(execFile);
let server: TestServer;
let admin: ApiClient;
const office = '203.0.113.10';
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
const call = (method: string, path: string, body?: unknown) => admin.request(method, path, body, from(office));

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  ({ client: admin } = await signedInAdmin(server.ctx.db, server.url));
});
afterAll(() => server.close());

describe('the way back from an allowlist that shuts every admin out', () => {
  it('names the consequence when it asks for confirmation', async () => {
    await server.ctx.db.delete(ipWhitelist);
    const refused = await call('POST', '/api/admin/ip-whitelist', { ipAddress: '198.51.100.7' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('including the one that would undo');
    expect(refused.body.error.message).toContain('npm run admin -- allowlist:clear');
  });

  it('allowlist:clear (run against the database, not the web) lets the admins back in', async () => {
    await server.ctx.db.delete(ipWhitelist);
    const added = await call('POST', '/api/admin/ip-whitelist', { ipAddress: '198.51.100.7', description: 'Typo', confirm: true });
    expect(added.status).toBe(201);
    // Locked out: reading the list and the deletion that would undo the change are both refused.
    expect((await call('GET', '/api/admin/ip-whitelist')).status).toBe(403);
    expect((await call('DELETE', `/api/admin/ip-whitelist/${added.body.id}?confirm=true`)).status).toBe(403);

    const lines: string[] = [];
    expect(await runAdminCommand(server.ctx, ['allowlist:clear'], (line) => lines.push(line))).toBe(0);
    expect(lines.join('\n')).toContain('198.51.100.7');

    const list = await call('GET', '/api/admin/ip-whitelist');
    expect(list.status).toBe(200);
    // The entries stay, inactive, for an admin to review.
    expect(list.body.items).toEqual([expect.objectContaining({ id: added.body.id, isActive: false })]);
    const [action] = await server.ctx.db.select().from(adminActions).where(eq(adminActions.action, 'ip_rule.clear'));
    expect(action).toMatchObject({ adminId: null, targetType: 'ip_rule', data: { deactivated: [added.body.id], source: 'cli' } });

    // Nothing active: it says so and changes nothing. An unknown command: usage and exit code 2.
    lines.length = 0;
    expect(await runAdminCommand(server.ctx, ['allowlist:clear'], (line) => lines.push(line))).toBe(0);
    expect(lines.join('\n')).toMatch(/no active/i);
    expect(await runAdminCommand(server.ctx, ['allowlist:wipe'], (line) => lines.push(line))).toBe(2);
    expect(lines.join('\n')).toContain('Usage: npm run admin --');
  });

  it('npm run admin -- allowlist:clear works on the database the server would open', { timeout: 60_000 }, async () => {
    // A PostgreSQL server: its URL (DATABASE_URL). Embedded: a PGlite data directory (DATA_DIR),
    // started from the tests' migrated template; the test lets go of it while the command runs.
    const dataDir = mkdtempSync(join(tmpdir(), 'bookmitra-admin-cli-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const templatePath = inject('pgliteTemplatePath');
    const open = async () =>
      server.database.url
        ? { db: server.ctx.db, close: async () => {} }
        : createDatabase({ dataDir, pgliteTemplate: templatePath ? new Blob([readFileSync(templatePath)]) : undefined });
    await server.ctx.db.delete(ipWhitelist);
    const before = await open();
    await before.db.insert(ipWhitelist).values({ ipAddress: '198.51.100.7' });
    await before.close();

    const database = server.database.url ? { DATABASE_URL: server.database.url } : { DATA_DIR: dataDir, DATABASE_URL: '' };
    const env = { ...process.env, NODE_ENV: 'development', DATABASE_DRIVER: '', LOG_LEVEL: 'silent', ...database };
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'api/cli/admin.ts', 'allowlist:clear'], { cwd: root, env });
    expect(stdout).toContain('198.51.100.7');

    const after = await open();
    onTestFinished(() => after.close());
    expect(await after.db.select({ isActive: ipWhitelist.isActive }).from(ipWhitelist)).toEqual([{ isActive: false }]);
  });
});
