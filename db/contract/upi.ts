/**
 * The UPI transaction reference (UTR) a client copies from their UPI app after paying: 12 digits,
 * often pasted with spaces. One form for a booking's payment and a plan's.
 */
import { z } from 'zod';

export const upiReferenceSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{12}$/, 'A UPI reference (UTR) has 12 digits'));
