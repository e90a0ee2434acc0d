/**
 * Providers run their day from WhatsApp (issue 26.5): a message from a provider's registered phone
 * is read as the provider's command first. What is not a command goes on to the client path (the
 * review request's rating, then Mitra) when the provider is writing as a client: the message starts
 * with "mitra", speaks of booking for themselves, or Mitra answered them in the last half hour.
 * Anything else gets the list of commands.
 */
import type { AppContext } from '../../core/context.ts';
import type { AnswerProvider } from '../messaging/inbound.ts';
import { readRating } from '../reviews/review-reply.ts';
import { agendaReply } from './agenda.ts';
import { applyBlock, blockChoice, planBlock, type DeskAnswer } from './block.ts';
import { claimPending, readDesk, writeDesk, type DeskMemory } from './desk-state.ts';
import { deskText } from './desk-texts.ts';
import { agendaWords, clientWords, mitraPrefix, type DeskLocale } from './lexicon.ts';
import { markReply } from './mark.ts';
import { localeOf, normalise, parseCommand, type ParsedCommand } from './parse-command.ts';
import { providerByPhone, type DeskProvider } from './provider-by-phone.ts';
import { reviewReply } from './review.ts';

async function runCommand(
  ctx: AppContext,
  provider: DeskProvider,
  { command, locale }: ParsedCommand,
  fallback: DeskLocale,
): Promise<DeskAnswer> {
  const language = locale ?? fallback;
  switch (command.kind) {
    case 'agenda':
      return { text: await agendaReply(ctx, provider, language, command.day) };
    case 'block':
      return planBlock(ctx, provider, language, command);
    case 'mark':
      return { text: await markReply(ctx, provider, language, command) };
    case 'reply':
      return { text: await reviewReply(ctx, provider, language, command.text) };
  }
}

/**
 * "my bookings tomorrow" is the client's own list, not the provider's agenda; and while Mitra is
 * talking with the provider as a client, a day alone ("kal") answers Mitra's "which day?".
 */
function providerCommand(body: string, text: string, memory: DeskMemory): ParsedCommand | null {
  const parsed = parseCommand(body);
  if (parsed?.command.kind !== 'agenda') return parsed;
  if (clientWords.find(text) || (memory.clientMode && !agendaWords.find(text))) return null;
  return parsed;
}

/** Not a command: the provider as a client, a rating for a review request, or a question the help answers. */
function writesAsClient(body: string, text: string, memory: DeskMemory): boolean {
  return memory.clientMode || clientWords.find(text) !== null || readRating(body) !== null;
}

/** A message's language when no command word told it: its script, else the profile's language in Latin letters. */
function fallbackLocale(text: string, profile: DeskProvider['locale']): DeskLocale {
  return localeOf(text, []) ?? (profile === 'en' ? 'en' : `${profile}-Latn`);
}

async function deskAnswer(
  ctx: AppContext,
  { provider, conversationId }: { provider: DeskProvider; conversationId: string },
  body: string,
  memory: DeskMemory,
): Promise<DeskAnswer | null> {
  const text = normalise(body);
  const fallback = fallbackLocale(text, provider.locale);
  const parsed = providerCommand(body, text, memory);
  if (parsed) return runCommand(ctx, provider, parsed, fallback);
  const answered = memory.pending ? blockChoice(text, memory.pending) : null;
  if (memory.pending && answered) {
    const { choice, locale } = answered;
    if (choice === 'unclear') return { text: deskText(locale, 'block.unclear') };
    const mine = await claimPending(ctx, conversationId, memory.pending);
    return mine
      ? applyBlock(ctx, provider, memory.pending, { choice, locale })
      : { text: deskText(locale, 'block.answered'), pending: null };
  }
  if (writesAsClient(body, text, memory)) return null;
  return { text: memory.pending ? deskText(memory.pending.locale, 'block.unclear') : deskText(fallback, 'help') };
}

export const answerProviderMessage: AnswerProvider = async (ctx, input) => {
  if (mitraPrefix.test(input.body)) return null;
  const provider = await providerByPhone(ctx, input.address);
  if (!provider) return null;
  const memory = await readDesk(ctx, input.conversationId);
  const answer = await deskAnswer(ctx, { provider, conversationId: input.conversationId }, input.body, memory);
  if (!answer) return null;
  // A command other than a block leaves a waiting block as it was.
  await writeDesk(ctx, input.conversationId, answer.pending === undefined ? memory.pending : answer.pending);
  return answer.text;
};
