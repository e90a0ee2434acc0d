/**
 * The conversation kinds of issue 15 (change of mind, another day, pick and yes, aside, drop,
 * no category, constraints) in the five language forms over the signed Twilio webhook: the same
 * agent as on the web, judged by the bookings at the end. On WhatsApp an option's number is
 * itself the yes, so a pick may book one turn earlier; the end state is the same.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { judgeDialogue } from '#agent/eval/dialogues.ts';
import { user } from '#db/schema/index.ts';
import { WhatsAppSender } from '#tests/support/twilio-webhook.ts';
import { demoCatalogueServer, judgedBookings, loadDialogues, clockFrom, weekdayMorning } from '../chat/dialogue-judge.ts';

// The dialogues say "tomorrow" and "the day after": on a fixed weekday clock they mean the same days every run.
const now = weekdayMorning();
const demo = demoCatalogueServer({ now: clockFrom(now) });

// Dialogues about an existing booking need it made first by the signed-in web client: the chat test plays them.
const kinds = loadDialogues('dialogues/conversation-kinds.jsonl').filter((dialogue) => !dialogue.setup);

describe('conversations over the Twilio webhook, judged by the bookings at the end', () => {
  it.each(kinds.map((dialogue, index) => [dialogue.id, dialogue, index] as const))(
    '%s',
    async (_id, dialogue, index) => {
      const phone = `+9198765${String(43_000 + index).padStart(5, '0')}`;
      const sender = new WhatsAppSender(demo().url, phone, 'Kavya Iyer');
      const replies: string[] = [];
      for (const turn of dialogue.turns) {
        const reply = await sender.send(turn);
        expect(reply.status).toBe(200);
        replies.push(reply.messages.join('\n'));
      }
      const [client] = await demo().ctx.db.select({ id: user.id }).from(user).where(eq(user.phoneNumber, phone));
      const verdict = judgeDialogue(dialogue, await judgedBookings(demo(), client!.id), now);
      expect(verdict, replies.join('\n---\n')).toMatchObject({ pass: true });
    },
    30_000,
  );
});
