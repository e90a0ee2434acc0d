import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthRecordFiles, healthRecords } from '#db/schema/index.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';

let server: TestServer;
let client: ApiClient;
let other: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  [{ client }, { client: other }] = await Promise.all([signedUpClient(server.url), signedUpClient(server.url, { name: 'Arjun Rao' })]);
});
afterAll(() => server.close());

const pdfBytes = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const pngBytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

function form(fields: Record<string, string>, file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string }) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  if (file) data.set('file', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  return data;
}

async function storedCounts() {
  const [[records], [files]] = await Promise.all([
    server.ctx.db.select({ n: count() }).from(healthRecords),
    server.ctx.db.select({ n: count() }).from(healthRecordFiles),
  ]);
  return { records: records!.n, files: files!.n };
}

describe('health records', () => {
  it('stores an uploaded PDF, lists it and gives the same bytes back, privately', async () => {
    const created = await client.upload(
      '/api/health-records',
      form(
        { kind: 'lab_report', title: '  Blood test — CBC  ', recordedOn: '2026-11-02', note: 'Fasting sample' },
        { bytes: pdfBytes, name: 'C:\\scans\\cbc "report".pdf', type: 'application/pdf' },
      ),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      kind: 'lab_report',
      title: 'Blood test — CBC',
      note: 'Fasting sample',
      recordedOn: '2026-11-02',
      file: { name: 'cbc report.pdf', mimeType: 'application/pdf', sizeBytes: pdfBytes.byteLength },
    });

    const list = await client.get('/api/health-records');
    expect(list.status).toBe(200);
    expect(list.body.items.map((item: { id: string }) => item.id)).toContain(created.body.id);

    const download = await fetch(`${server.url}/api/health-records/${created.body.id}/file`, { headers: { cookie: client.cookieHeader } });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdfBytes);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="cbc report.pdf"; filename*=UTF-8''cbc%20report.pdf`);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    const inline = await fetch(`${server.url}/api/health-records/${created.body.id}/file?inline=1`, {
      headers: { cookie: client.cookieHeader },
    });
    expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);
  });

  it('keeps a note without a file, edits it, filters by kind and deletes records with their files', async () => {
    const note = await client.upload('/api/health-records', form({ kind: 'note', title: 'Allergies', note: 'Penicillin' }));
    expect(note.status).toBe(201);
    expect(note.body.file).toBeNull();

    const edited = await client.patch(`/api/health-records/${note.body.id}`, { title: 'Allergies (updated)', note: 'Penicillin, peanuts' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Allergies (updated)', note: 'Penicillin, peanuts' });
    // A note-only record cannot lose its note.
    expect((await client.patch(`/api/health-records/${note.body.id}`, { note: null })).status).toBe(400);
    expect((await client.get(`/api/health-records?kind=note`)).body.items).toEqual([
      expect.objectContaining({ id: note.body.id, note: 'Penicillin, peanuts' }),
    ]);

    const scan = await client.upload('/api/health-records', form({ kind: 'scan', title: 'X-ray' }, { bytes: pngBytes, name: 'xray.png' }));
    const before = await storedCounts();
    expect((await client.request('DELETE', `/api/health-records/${scan.body.id}`)).body).toEqual({ deleted: true });
    expect(await storedCounts()).toEqual({ records: before.records - 1, files: before.files - 1 });
    expect((await client.get(`/api/health-records/${scan.body.id}/file`)).status).toBe(404);
  });

  it('stores a file by what it is, not by its name, and refuses other types', async () => {
    const renamed = await client.upload(
      '/api/health-records',
      form({ kind: 'scan', title: 'Scan' }, { bytes: pngBytes, name: 'scan.pdf', type: 'application/pdf' }),
    );
    expect(renamed.status).toBe(201);
    expect(renamed.body.file).toMatchObject({ name: 'scan.png', mimeType: 'image/png' });

    const before = await storedCounts();
    for (const file of [
      { bytes: new TextEncoder().encode('MZ\x90\x00 not a document'), name: 'setup.exe' },
      { bytes: new TextEncoder().encode('<script>alert(1)</script>'), name: 'report.pdf', type: 'application/pdf' },
    ]) {
      const refused = await client.upload('/api/health-records', form({ kind: 'other', title: 'Bad' }, file));
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'invalid_request', issues: [expect.objectContaining({ path: 'file' })] });
    }
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses bad fields and files over 5 MB with the error shape, storing nothing', async () => {
    const before = await storedCounts();
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [FormData, number][] = [
      [form({ kind: 'note', title: '', note: 'x' }), 400],
      [form({ kind: 'x-ray', title: 'Scan', note: 'x' }), 400],
      [form({ kind: 'note', title: 'Later', note: 'x', recordedOn: tomorrow }), 400],
      [form({ kind: 'note', title: 'Empty' }), 400],
      [form({ kind: 'note', title: 'x'.repeat(121), note: 'x' }), 400],
    ];
    for (const [data, status] of cases) {
      const response = await client.upload('/api/health-records', data);
      expect(response.status).toBe(status);
      expect(response.body.error).toEqual(expect.objectContaining({ code: 'invalid_request', message: expect.any(String) }));
    }
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(pdfBytes);
    const tooBig = await client.upload('/api/health-records', form({ kind: 'scan', title: 'Big' }, { bytes: big, name: 'big.pdf' }));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.code).toBe('payload_too_large');
    const huge = await client.upload(
      '/api/health-records',
      form({ kind: 'scan', title: 'Huge' }, { bytes: new Uint8Array(7 * 1024 * 1024), name: 'huge.pdf' }),
    );
    expect(huge.status).toBe(413);
    // JSON is for edits; uploads elsewhere than the upload route stay refused.
    expect(
      (await client.request('POST', '/api/health-records', undefined, { rawBody: 'x', headers: { 'content-type': 'text/plain' } })).status,
    ).toBe(415);
    expect(await storedCounts()).toEqual(before);
  });

  it('keeps at most 200 records per client (409 past the cap)', async () => {
    const { client: keeper, user } = await signedUpClient(server.url, { name: 'Meera Pillai' });
    await server.ctx.db
      .insert(healthRecords)
      .values(Array.from({ length: 199 }, (_, index) => ({ userId: user.id, kind: 'note' as const, title: `Note ${index}`, note: 'x' })));
    expect((await keeper.upload('/api/health-records', form({ kind: 'note', title: 'The 200th', note: 'x' }))).status).toBe(201);
    const refused = await keeper.upload('/api/health-records', form({ kind: 'note', title: 'One too many', note: 'x' }));
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('conflict');
  });

  it('hides a record from everyone else (404, not 403) and needs a session', async () => {
    const mine = await client.upload(
      '/api/health-records',
      form({ kind: 'prescription', title: 'Dr. Rao, 3 Nov' }, { bytes: pdfBytes, name: 'rx.pdf' }),
    );
    expect((await other.get('/api/health-records')).body.items).toEqual([]);
    expect((await other.get(`/api/health-records/${mine.body.id}/file`)).status).toBe(404);
    expect((await other.patch(`/api/health-records/${mine.body.id}`, { title: 'Mine now' })).status).toBe(404);
    expect((await other.request('DELETE', `/api/health-records/${mine.body.id}`)).status).toBe(404);
    expect((await other.get('/api/health-records/not-a-uuid/file')).status).toBe(400);

    const visitor = new ApiClient(server.url);
    expect((await visitor.get('/api/health-records')).status).toBe(401);
    expect((await visitor.upload('/api/health-records', form({ kind: 'note', title: 'x', note: 'y' }))).status).toBe(401);
    const [row] = await server.ctx.db.select().from(healthRecords).where(eq(healthRecords.id, mine.body.id));
    expect(row?.title).toBe('Dr. Rao, 3 Nov');
  });
});
