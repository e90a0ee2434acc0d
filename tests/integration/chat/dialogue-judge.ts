/** Plays dialogue fixtures against a test server and reads the client's bookings the way the dialogue judge needs them. */
import { readFileSync } from 'node:fs';
import type { JudgedBooking } from '#agent/eval/dialogues.ts';
import { parseDialogues, type Dialogue } from '#agent/eval/dialogues.ts';
import { listBookings } from '#api/services/bookings/list-bookings.ts';
import { getProviderDetail } from '#api/services/catalog/providers.ts';
import { afterAll, beforeAll } from 'vitest';
import { signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { startTestServer, testOrigin, type TestServer } from '#tests/support/test-server.ts';

/**
 * 10:00 IST on the first Monday, Tuesday or Wednesday after the real today: "tomorrow", "the day after"
 * and "another day" then fall on weekdays, when every demo provider works. On the real clock a
 * Friday's "day after tomorrow" is a Sunday, and the answer (Monday, the first day with room) is right
 * but not what a fixture can expect. At most five days ahead, well inside the seed's slot horizon.
 */
export function weekdayMorning(): Date {
  const at = new Date();
  at.setUTCHours(4, 30, 0, 0);
  do at.setUTCDate(at.getUTCDate() + 1);
  while (![1, 2, 3].includes(at.getUTCDay()));
  return at;
}

/** A clock that starts at `start` and runs at the real pace (messages and bookings keep their order). */
export function clockFrom(start: Date): () => Date {
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

/** A test server on the demo catalogue for the whole file; call at the top level of a test file. */
export function demoCatalogueServer(options: { now?: () => Date } = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ env: { SEED_DEMO: 'true' }, ...(options.now ? { now: options.now } : {}) });
  }, 120_000);
  afterAll(() => server?.close());
  return () => server!;
}

export function loadDialogues(relativePath: string): Dialogue[] {
  const path = new URL(`../../fixtures/${relativePath}`, import.meta.url);
  return parseDialogues(readFileSync(path, 'utf8'), relativePath);
}

/** The user's bookings with their providers' specialty and languages. */
export async function judgedBookings(server: TestServer, userId: string): Promise<JudgedBooking[]> {
  const views = await listBookings(server.ctx, userId, 'all');
  return Promise.all(
    views.map(async (view) => {
      const provider = await getProviderDetail(server.ctx, view.provider.id);
      return {
        id: view.id,
        status: view.status,
        date: view.date,
        time: view.time,
        amountPaise: view.amountPaise,
        serviceName: view.service?.name ?? null,
        provider: {
          id: provider.id,
          name: provider.name,
          category: provider.category,
          city: provider.city,
          specialty: provider.specialty,
          languages: provider.languages,
        },
      };
    }),
  );
}

/**
 * A new signed-up client on the server: its chat, its bookings as the judge reads them, and its API session for
 * `bookSetup` (a booking made before the chat).
 */
export async function newDemoChat(server: TestServer) {
  const { client, user } = await signedUpClient(server.url);
  const api = { baseUrl: server.url, origin: testOrigin, cookie: client.cookieHeader };
  return { client, user, api, chat: new ChatClient(client), bookings: () => judgedBookings(server, user.id) };
}
