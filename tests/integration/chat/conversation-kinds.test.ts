/**
 * Whole conversations on the demo catalogue, judged by the bookings at the end (issue 15): a
 * change of mind, another day, a pick and a yes in one message, an aside, dropping the request,
 * a request with no category, and the client's constraints (city, price ceiling, the provider's
 * language, the kind of provider) — each in English, Hindi, Tamil, Hinglish and Tanglish, over
 * POST /api/chat with one conversation id; and the public dialogues of ../shared/evals.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { judgeDialogue } from '#agent/eval/dialogues.ts';
import { profiles } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { testOrigin } from '#tests/support/test-server.ts';
import { bookSetup } from '#api/cli/lib/dialogue-api.ts';
import { demoCatalogueServer, judgedBookings, loadDialogues, clockFrom, weekdayMorning } from './dialogue-judge.ts';

// The dialogues say "tomorrow" and "the day after": on a fixed weekday clock they mean the same days every run.
const now = weekdayMorning();
const demo = demoCatalogueServer({ now: clockFrom(now) });

const kinds = loadDialogues('dialogues/conversation-kinds.jsonl');

describe('conversations over /api/chat, judged by the bookings at the end', () => {
  it.each(kinds.map((dialogue) => [dialogue.id, dialogue] as const))(
    '%s',
    async (_id, dialogue) => {
      const { client, user } = await signedUpClient(demo().url);
      // A dialogue about an existing booking (cancel, move) books it first, over the API.
      const setup = dialogue.setup
        ? await bookSetup({ baseUrl: demo().url, origin: testOrigin, cookie: client.cookieHeader }, dialogue.setup.book, now)
        : undefined;
      const chat = new ChatClient(client);
      const replies = [];
      for (const turn of dialogue.turns) replies.push(await chat.send(turn));
      const verdict = judgeDialogue(dialogue, await judgedBookings(demo(), user.id), now, setup);
      expect(verdict, replies.map((reply) => reply.text).join('\n---\n')).toMatchObject({ pass: true });
    },
    30_000,
  );

  it("says so when the kind asked for is not in the client's city, and offers no other kind", async () => {
    const { client } = await signedUpClient(demo().url);
    const reply = await new ChatClient(client).send('need a photographer in Mumbai tomorrow');
    expect(reply.tools.at(-1)).toMatchObject({
      name: 'find_slots',
      input: { query: 'photographer', city: 'Mumbai' },
      output: { ok: false, kindNotInCity: true },
    });
    expect(reply.text).toMatch(/couldn't find a photographer in Mumbai[\s\S]*Hyderabad/);
    expect(reply.proposal).toBeNull();
  });

  it('keeps the conversation\'s language and script on "2" and "yes"', async () => {
    const { client } = await signedUpClient(demo().url);
    const chat = new ChatClient(client);
    await chat.send('naalaiku kaalaila chennai la plumber venum');
    const picked = await chat.send('2');
    expect(picked.text).toMatch(/Book pannattuma/);
    const done = await chat.send('yes');
    expect(done.text).toMatch(/Book aachu/);
  });
});

describe("the client's city", () => {
  it('comes from the profile when the message names none, and a city named in chat is kept on a profile without one', async () => {
    const { client, user } = await signedUpClient(demo().url);
    await demo().ctx.db.update(profiles).set({ city: 'Chennai' }).where(eq(profiles.userId, user.id));
    const fromProfile = await new ChatClient(client).send('plumber tomorrow morning');
    expect(fromProfile.tools.at(-1)).toMatchObject({ name: 'find_slots', input: { city: 'Chennai', category: 'plumber' } });
    expect(fromProfile.text).toMatch(/Chennai/);
    expect(fromProfile.text).not.toMatch(/Which city are you in/);

    const other = await signedUpClient(demo().url);
    // Name and phone already there: the city Mitra learns completes the profile.
    await other.client.patch('/api/me/profile', { contactPhone: '+919876500011' });
    const chat = new ChatClient(other.client);
    const asked = await chat.send('plumber tomorrow morning');
    expect(asked.tools.at(-1)!.input, asked.text).not.toHaveProperty('city');
    expect(asked.text).toMatch(/Which city are you in\?/);
    await chat.send('in Delhi please');
    await chat.send('another day');
    const [profile] = await demo()
      .ctx.db.select({ city: profiles.city, completed: profiles.profileCompleted })
      .from(profiles)
      .where(eq(profiles.userId, other.user.id));
    expect(profile).toEqual({ city: 'Delhi', completed: true });
  });
});
