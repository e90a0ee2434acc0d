import { z } from 'zod';

/** A strong password: 12 characters or more, with a lower-case letter, a capital and a digit. */
export const strongPasswordSchema = z
  .string()
  .min(12, 'Use at least 12 characters.')
  .max(128)
  .refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value), {
    message: 'Mix lower-case and capital letters and at least one digit.',
  });

export const createFirstAdminBodySchema = z.strictObject({
  name: z.string().trim().min(2).max(100),
  email: z.email().max(200),
  password: strongPasswordSchema,
});

export const firstAdminStateSchema = z.object({ available: z.boolean().describe('True while no admin exists') });
export const firstAdminCreatedSchema = z.object({ success: z.literal(true), email: z.string() });
