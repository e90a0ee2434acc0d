import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { Env, ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import { AppError, type ErrorIssue } from '../errors.ts';

function toIssues(issues: readonly StandardSchemaV1.Issue[]): ErrorIssue[] {
  return issues.map((issue) => ({
    path: (issue.path ?? []).map((segment) => (typeof segment === 'object' ? String(segment.key) : String(segment))).join('.'),
    message: issue.message,
  }));
}

/**
 * zod validation at the edge: bad input becomes a 400 `invalid_request` listing the issues.
 * It also documents the route's input in the OpenAPI document.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends StandardSchemaV1, E extends Env = Env, P extends string = string>(
  target: Target,
  schema: Schema,
) {
  return validator<Schema, Target, E, P>(target, schema, (result) => {
    if (!result.success) {
      throw new AppError('invalid_request', { message: `Invalid ${target}.`, issues: toIssues(result.error) });
    }
  });
}
