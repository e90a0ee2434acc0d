import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '#api/core/current-user.ts';
import { createRunAgentTurn } from '#agent/turns/run-agent-turn.ts';
import { bookings, conversationMessages, conversations } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { providerTomorrow } from './chat-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function whatsappClient(phone: string): Promise<{ user: CurrentUser; conversationId: string }> {
  const { user } = await signedUpClient(server.url);
  const [conversation] = await server.ctx.db
    .insert(conversations)
    .values({ channel: 'whatsapp', address: phone, userId: user.id })
    .returning();
  return { user: { id: user.id, email: user.email, name: user.name, role: 'user', phoneNumber: phone }, conversationId: conversation!.id };
}

describe('Mitra on WhatsApp (non-streaming turns, conversation kept per number)', () => {
  it('lists slots as numbered options and books the one whose number the client sends, with channel whatsapp', async () => {
    const { slots } = await providerTomorrow(server.ctx.db, {
      name: 'Sharma Car Care',
      category: 'car',
      service: 'Car service',
      times: ['10:00', '10:30', '11:00'],
    });
    await server.app.search.refresh();
    const { user, conversationId } = await whatsappClient('+919812345670');
    const runTurn = createRunAgentTurn(server.ctx, server.app.search);

    const listed = await runTurn({ channel: 'whatsapp', user, conversationId, text: 'kal car service ke slots dikhao' });
    expect(listed.locale).toBe('hi');
    expect(listed.text).toMatch(/1\. .*\n2\. /);
    expect(await server.ctx.db.select().from(bookings).where(eq(bookings.userId, user.id))).toHaveLength(0);

    const booked = await runTurn({ channel: 'whatsapp', user, conversationId, text: '2' });
    expect(booked.text).toMatch(/^Book ho gaya!/);
    const rows = await server.ctx.db.select().from(bookings).where(eq(bookings.userId, user.id));
    expect(rows).toMatchObject([{ slotId: slots[1]!.id, channel: 'whatsapp', status: 'confirmed' }]);

    const stored = await server.ctx.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, conversationId));
    expect(stored).toHaveLength(4);
    const [conversation] = await server.ctx.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(conversation).toMatchObject({ locale: 'hi' });
    expect(conversation!.lastInboundAt).not.toBeNull();
  });
});
