import { z } from 'zod';
import { toE164 } from './phone.ts';

/** A phone number field of a request body: what the person typed, normalised to E.164, or a 400. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .max(20)
  .transform((value, ctx) => {
    const normalised = toE164(value);
    if (!normalised) {
      ctx.addIssue({ code: 'custom', message: 'Not a phone number (try +91 98765 43210)' });
      return z.NEVER;
    }
    return normalised;
  });
