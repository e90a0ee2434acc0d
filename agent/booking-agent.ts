/**
 * Mitra's agent loop, the same for every channel: one session per turn (who asks, the working
 * memory), the tools acting as that user, the channel's system prompt, and the model chosen by
 * configuration. The web streams the result; messaging waits for the whole reply.
 */
import { generateText, isStepCount, streamText, type ModelMessage } from 'ai';
import { understand, type Understanding } from './nlu/index.ts';
import { createModel, firstModel } from './models.ts';
import { systemPrompt } from './prompts.ts';
import { offerChips, suggestions as chips } from './replies/compose.ts';
import { replyLocaleOf } from './replies/translator.ts';
import type { AgentSession, TurnSetup } from './session/session.ts';
import type { AgentState } from './session/state.ts';
import { createAgentTools } from './tools/index.ts';
import { beginTurn, endTurn, memoryFromState } from './turn-memory.ts';

/** Enough rounds for search → slots → answer; a model that keeps calling tools is cut off. */
const maxSteps = 6;

/** Reads the message once against the stored memory, and drops what it makes stale. */
export function createSession(setup: TurnSetup): AgentSession {
  let reading: Understanding | undefined;
  const session: AgentSession = {
    ...setup,
    extras: { suggestions: [], model: firstModel(setup.ctx.config) },
    understanding: () => {
      reading ??= understand(setup.userText, { now: setup.ctx.now(), previous: memoryFromState(setup.state) });
      return reading;
    },
    replyLocale: () => replyLocaleOf(session.understanding().language, session.understanding().script),
  };
  beginTurn(session.state, session.understanding());
  return session;
}

/** A tool that throws is a bug, not a user mistake: the reply apologises, the log keeps the cause. */
function logToolErrors(session: AgentSession) {
  return ({ content }: { content: ReadonlyArray<{ type: string; toolName?: string; error?: unknown }> }) => {
    for (const part of content) {
      if (part.type !== 'tool-error') continue;
      const error = part.error instanceof Error ? { message: part.error.message, stack: part.error.stack } : { error: String(part.error) };
      session.ctx.logger.error('agent tool failed', { tool: part.toolName, ...error });
    }
  };
}

function callSettings(session: AgentSession, messages: ModelMessage[]) {
  return {
    onStepEnd: logToolErrors(session),
    model: createModel(session.ctx.config, session),
    instructions: systemPrompt(session.channel, { now: session.ctx.now(), signedIn: session.user !== null }),
    messages,
    tools: createAgentTools(session),
    stopWhen: isStepCount(maxSteps),
  };
}

/** Streams one turn (the web chat). Call `finishTurn` once the stream has been consumed. */
export function streamTurn(session: AgentSession, messages: ModelMessage[]) {
  return streamText({
    ...callSettings(session, messages),
    // The SDK would print to the console; the stream's consumer turns the failure into a reply.
    onError: ({ error }) => session.ctx.logger.error('model failed', { error: error instanceof Error ? error.message : String(error) }),
  });
}

/** Runs one turn to its final text (WhatsApp, SMS, the evaluation). */
export async function generateTurn(session: AgentSession, messages: ModelMessage[]) {
  const result = await generateText(callSettings(session, messages));
  finishTurn(session);
  return { text: result.text, steps: result.steps, suggestions: session.extras.suggestions, model: session.extras.model };
}

/**
 * After the reply: remember the language and task, and make sure the reply offers the quick
 * replies its state calls for (a remote model writes only text).
 */
export function finishTurn(session: AgentSession): void {
  const reading = session.understanding();
  endTurn(session.state, reading);
  if (session.extras.suggestions.length > 0) return;
  const { state } = session;
  const language = session.replyLocale();
  if (state.proposal)
    session.extras.suggestions = chips(language, [
      state.proposal.kind === 'book' ? 'yesBook' : state.proposal.kind === 'cancel' ? 'yesCancel' : 'yesMove',
      'no',
    ]);
  else if (state.offers.length > 0) session.extras.suggestions = offerChips(language, state.offers);
}

/** The proposal waiting for a yes, as the web renders it (the spec's booking_data). */
export function proposalData(state: AgentState) {
  const proposal = state.proposal;
  if (!proposal) return null;
  if (proposal.kind === 'cancel') {
    const { booking } = proposal;
    return {
      kind: 'cancel' as const,
      bookingId: booking.bookingId,
      provider: booking.providerName,
      service: booking.serviceName,
      date: booking.date,
      time: booking.time,
      ready_to_book: false,
    };
  }
  const { offer } = proposal;
  return {
    kind: proposal.kind,
    slotId: offer.slotId,
    provider: offer.providerName,
    service: offer.serviceName,
    date: offer.date,
    time: offer.time,
    price: offer.pricePaise,
    city: offer.city,
    area: offer.area,
    ready_to_book: proposal.kind === 'book',
  };
}
