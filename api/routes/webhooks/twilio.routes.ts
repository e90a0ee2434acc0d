import { answerHeldSlot } from '../../services/waitlist/held-slot-reply.ts';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import twilio from 'twilio';
import type { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { refuseUnstorableText } from '../../http/validate.ts';
import type { RunAgentTurn } from '../../services/messaging/agent-turn.ts';
import { applyDeliveryStatus, statusCallbackSchema } from '../../services/messaging/delivery-status.ts';
import { handleInbound, inboundSchema } from '../../services/messaging/inbound.ts';
import { answerProviderMessage } from '../../services/provider-whatsapp/provider-desk.ts';
import { answerReviewRequest } from '../../services/reviews/review-reply.ts';
import { isValidTwilioSignature } from '../../services/messaging/twilio-signature.ts';

const maxFormBytes = 32 * 1024;

/** The form fields as strings, exactly as Twilio signed them. */
async function formFields(c: Context): Promise<Record<string, string>> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.includes('application/x-www-form-urlencoded')) return {};
  const body = await c.req.parseBody();
  return Object.fromEntries(Object.entries(body).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])));
}

/** Signature first: nothing is parsed further or stored for a post Twilio did not sign. */
async function signedForm(ctx: AppContext, c: Context): Promise<Record<string, string>> {
  const params = await formFields(c);
  const { pathname, search } = new URL(c.req.url);
  const url = `${ctx.config.publicUrl}${pathname}${search}`;
  if (!isValidTwilioSignature(ctx.config, { signature: c.req.header('x-twilio-signature'), url, params })) {
    throw new AppError('forbidden', { message: 'Invalid Twilio signature.' });
  }
  return params;
}

function parseFields<T extends z.ZodType>(schema: T, params: Record<string, string>): z.infer<T> {
  refuseUnstorableText(params);
  const parsed = schema.safeParse(params);
  if (!parsed.success) {
    throw new AppError('invalid_request', {
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
  }
  return parsed.data;
}

function twiml(c: Context, replies: string[]) {
  const response = new twilio.twiml.MessagingResponse();
  for (const reply of replies) response.message(reply);
  return c.body(response.toString(), 200, { 'content-type': 'text/xml; charset=utf-8' });
}

/** Twilio's webhooks: inbound WhatsApp/SMS (answered with TwiML) and delivery status callbacks. */
export function createTwilioWebhookRoutes(ctx: AppContext, runAgentTurn: RunAgentTurn) {
  return new Hono()
    .use(
      '*',
      bodyLimit({
        maxSize: maxFormBytes,
        onError: () => {
          throw new AppError('payload_too_large');
        },
      }),
    )
    .post('/', async (c) => {
      const message = parseFields(inboundSchema, await signedForm(ctx, c));
      const result = await handleInbound(
        { ctx, runAgentTurn, answerRating: answerReviewRequest, answerProvider: answerProviderMessage, answerHeldSlot },
        message,
      );
      // A retry of a message already answered gets an empty response: the first answer stands.
      return twiml(c, result.duplicate ? [] : result.replies);
    })
    .post('/status', async (c) => {
      const callback = parseFields(statusCallbackSchema, await signedForm(ctx, c));
      await applyDeliveryStatus(ctx, callback);
      return c.body(null, 204);
    });
}
