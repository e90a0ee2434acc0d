import { resolver } from 'hono-openapi';
import type { z } from 'zod';

/** An OpenAPI response whose JSON body is described by `schema` (the one the route answers with). */
export const jsonResponse = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema: resolver(schema) } },
});
