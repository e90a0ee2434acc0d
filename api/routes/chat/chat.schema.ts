import { z } from 'zod';

/** Longest message Mitra reads; longer ones are refused rather than cut. */
export const maxChatTextLength = 2000;

const partSchema = z.looseObject({ type: z.string().max(100) });

const uiMessageSchema = z.looseObject({
  id: z.string().max(200).optional(),
  role: z.enum(['user', 'assistant', 'system']),
  parts: z.array(partSchema).max(200),
});

/** What `useChat` (DefaultChatTransport) posts; only the last user message is read, history is kept server side. */
export const chatBodySchema = z.looseObject({
  id: z.string().trim().min(1).max(200),
  messages: z.array(uiMessageSchema).min(1).max(500),
  trigger: z.string().max(50).optional(),
  messageId: z.string().max(200).optional(),
});

export const chatIdParamSchema = z.object({ id: z.string().trim().min(1).max(200) });
