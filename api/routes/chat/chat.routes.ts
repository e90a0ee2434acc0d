import { createUIMessageStreamResponse, type UIMessage } from 'ai';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { AppError } from '../../core/errors.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { streamChatTurn } from '#agent/turns/chat-turn.ts';
import { findOwnWebConversation, loadMessages } from '../../services/conversations/conversations.ts';
import type { RouteDeps } from '../deps.ts';
import { countChatTurn, guestKeyOf } from './chat-caller.ts';
import { chatBodySchema, chatIdParamSchema, maxChatTextLength } from './chat.schema.ts';

/** The text the user typed in the last message of a useChat request. */
function lastUserText(messages: Array<{ role: string; parts: Array<{ type: string; text?: unknown }> }>): { id?: string; text: string } {
  const last = messages.at(-1);
  if (!last || last.role !== 'user') {
    throw new AppError('invalid_request', {
      message: "The last message must be the user's.",
      issues: [{ path: 'messages', message: 'Last message is not from the user' }],
    });
  }
  const text = last.parts
    .flatMap((part) => (part.type === 'text' && typeof part.text === 'string' ? [part.text] : []))
    .join('\n')
    .trim();
  if (text === '')
    throw new AppError('invalid_request', { message: 'Type a message.', issues: [{ path: 'messages', message: 'Empty message' }] });
  if (text.length > maxChatTextLength) {
    throw new AppError('invalid_request', {
      message: `Messages are limited to ${maxChatTextLength} characters.`,
      issues: [{ path: 'messages', message: 'Too long' }],
    });
  }
  return { id: (last as { id?: string }).id, text };
}

/** POST /api/chat (Mitra, streamed) and GET /api/chat/:id (a signed-in user's stored conversation). */
export function createChatRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  // Counted before the body is read: one cheap statement guards the expensive part.
  const limitTurns = countChatTurn(deps);
  return new Hono<AppEnv>()
    .post(
      '/',
      describeRoute({
        tags: ['chat'],
        summary: 'Talk to Mitra: an AI SDK UI message stream (useChat). Search and slots work signed out; booking needs sign-in.',
        responses: {
          200: {
            description:
              'text/event-stream of UI message chunks, with data-suggestions, data-proposal and data-model (offline or remote: which model answered) parts',
          },
          400: { description: 'Bad input' },
          429: { description: 'rate_limited' },
        },
      }),
      limitTurns,
      validate('json', chatBodySchema),
      async (c) => {
        const body = c.req.valid('json');
        const { id, text } = lastUserText(body.messages as Parameters<typeof lastUserText>[0]);
        const user = c.var.caller;
        const { guestKey, setCookie } = await guestKeyOf(c, ctx.config.authSecret, ctx.config.publicUrl, user === null);
        const stream = await streamChatTurn(ctx, deps.search, { clientId: body.id, user, guestKey, userMessageId: id, text });
        return createUIMessageStreamResponse({ stream, ...(setCookie ? { headers: { 'set-cookie': setCookie } } : {}) });
      },
    )
    .get(
      '/:id',
      describeRoute({
        tags: ['chat'],
        summary: 'A stored conversation of mine, as UI messages, to continue it',
        responses: {
          200: { description: '{id, messages}' },
          401: { description: 'Not signed in' },
          404: { description: 'Not found (or not mine)' },
        },
      }),
      deps.requireUser(),
      validate('param', chatIdParamSchema),
      async (c) => {
        const clientId = c.req.valid('param').id;
        const conversation = await findOwnWebConversation(ctx, clientId, c.var.user);
        const messages: UIMessage[] = await loadMessages(ctx, conversation.id, 200);
        return c.json({ id: clientId, messages });
      },
    );
}
