import { resolver, type DescribeRouteOptions } from 'hono-openapi';
import { z } from 'zod';

/** An OpenAPI response whose JSON body is described by `schema` (the one the route answers with). */
export const jsonResponse = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema: resolver(schema) } },
});

type Parameters = NonNullable<DescribeRouteOptions['parameters']>;
type ParameterSchema = Extract<Parameters[number], { in: string }>['schema'];

/**
 * A query validated by a union of objects (a discriminated union) as OpenAPI query parameters:
 * hono-openapi lists an object's properties but not a union's, and clients and the bad-input sweep
 * read the document. A parameter is required when every member has it.
 */
export function unionQueryParameters(members: readonly z.ZodObject[]): Parameters {
  const names = [...new Set(members.flatMap((member) => Object.keys(member.shape)))];
  return names.map((name) => {
    const fields = [...new Set(members.flatMap((member) => member.shape[name] ?? []))];
    const { $schema: _dialect, ...schema } = z.toJSONSchema(fields.length === 1 ? fields[0]! : z.union(fields), { io: 'input' });
    const required = members.every((member) => name in member.shape);
    // zod writes JSON Schema 2020-12, which OpenAPI 3.1 parameters take as it is.
    return { in: 'query', name, required, schema: schema as ParameterSchema };
  });
}
