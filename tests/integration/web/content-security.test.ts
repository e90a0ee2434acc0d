import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values] as const;
    }),
  );

describe('Content-Security-Policy', () => {
  it('every page (shell and prerendered) allows scripts only from the app and its own inline scripts, by hash', async () => {
    for (const path of ['/', '/providers', '/providers/6f1c2f4e-8a8b-4c51-9d3e-2b7a4a0c9e11', '/home', '/quickauth']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      const html = await response.text();
      const policy = directives(response.headers.get('content-security-policy') ?? '');
      const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
      expect(inline.length, path).toBeGreaterThan(0);
      const hashes = inline.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      expect(policy.get('script-src'), path).toEqual(["'self'", ...hashes]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(policy.get('base-uri'), path).toEqual(["'self'"]);
    }
  });

  it("serves a client's health-record file with no script, no requests and a sandbox, inline too", async () => {
    const { client } = await signedUpClient(server.url);
    const form = new FormData();
    form.set('kind', 'lab_report');
    form.set('title', 'CBC');
    form.set('file', new Blob([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'cbc.pdf');
    const created = await client.upload('/api/health-records', form);
    expect(created.status).toBe(201);
    for (const query of ['', '?inline=1']) {
      const file = await client.request('GET', `/api/health-records/${created.body.id}/file${query}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    }
    expect((await new ApiClient(server.url).get(`/api/health-records/${created.body.id}/file`)).status).toBe(401);
  });
});
