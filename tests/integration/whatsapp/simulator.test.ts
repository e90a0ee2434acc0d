import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { conversations, user } from '#db/schema/index.ts';
import { startTestServer, testOrigin, type TestServer } from '#tests/support/test-server.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Runs `npm run whatsapp`'s script with `lines` on stdin and returns what it printed. */
function simulate(args: string[], lines: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    // process.execPath is the Node 24 running the tests; tsx's loader compiles the TypeScript.
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/cli/whatsapp-simulator.ts', ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
    child.stdin.end(lines.map((line) => `${line}\n`).join(''));
  });
}

describe('npm run whatsapp (the simulator)', () => {
  it('signs its posts as Twilio does, so the app accepts them, and prints the replies', async () => {
    const phone = '+919845012345';
    const { code, out } = await simulate(['--url', server.url, '--from', phone, '--name', 'Lakshmi'], ['hi'], {
      // No token on either side: both use the development token.
      NODE_ENV: 'test',
      PUBLIC_URL: testOrigin,
      TWILIO_AUTH_TOKEN: '',
    });
    expect(code).toBe(0);
    expect(out).toMatch(/Mitra: .*Mitra/);
    expect(out).not.toMatch(/HTTP 403/);
    const [account] = await server.ctx.db.select().from(user).where(eq(user.phoneNumber, phone));
    expect(account).toMatchObject({ name: 'Lakshmi' });
    expect(await server.ctx.db.select().from(conversations).where(eq(conversations.address, phone))).toMatchObject([
      { channel: 'whatsapp' },
    ]);
  });

  it('is refused (403) when it signs with another token than the app', async () => {
    const { out } = await simulate(['--url', server.url, '--from', '+919845012346'], ['hi'], {
      NODE_ENV: 'test',
      PUBLIC_URL: testOrigin,
      TWILIO_AUTH_TOKEN: 'some-other-token',
    });
    expect(out).toMatch(/HTTP 403/);
  });

  it('signs for the --url it posts to when the app runs on its own port without PUBLIC_URL', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const local = await startTestServer({ env: { PORT: String(port), HOST: '0.0.0.0', PUBLIC_URL: '' } });
    onTestFinished(() => local.close());
    const { out } = await simulate(['--url', `http://localhost:${port}`, '--from', '+919845012347'], ['hi'], {
      NODE_ENV: 'test',
      PUBLIC_URL: '',
      TWILIO_AUTH_TOKEN: '',
    });
    expect(out).toMatch(/Mitra: .*Mitra/);
    expect(out).not.toMatch(/HTTP 403/);
  });
});
