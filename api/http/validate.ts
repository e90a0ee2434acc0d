import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { Env, ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import { AppError, type ErrorIssue } from '../core/errors.ts';
import { findUnstorableText, unstorableTextMessage } from '../core/hostile-text.ts';

function toIssues(issues: readonly StandardSchemaV1.Issue[]): ErrorIssue[] {
  return issues.map((issue) => ({
    path: (issue.path ?? []).map((segment) => (typeof segment === 'object' ? String(segment.key) : String(segment))).join('.'),
    message: issue.message,
  }));
}

/**
 * zod validation at the edge: bad input becomes a 400 `invalid_request` listing the issues.
 * Every string that passes must also be storable (no NUL, no lone surrogate): the one place
 * that rule is checked for every JSON body, query, path parameter and form of our routes.
 * It also documents the route's input in the OpenAPI document.
 */
export function validate<
  Target extends keyof ValidationTargets,
  Schema extends StandardSchemaV1,
  E extends Env = Env,
  P extends string = string,
>(target: Target, schema: Schema) {
  return validator<Schema, Target, E, P>(target, schema, (result) => {
    if (!result.success) {
      throw new AppError('invalid_request', { message: `Invalid ${target}.`, issues: toIssues(result.error) });
    }
    refuseUnstorableText(result.data);
  });
}

/** 400 `invalid_request` when any string in `value` is text Postgres cannot store (NUL, a lone surrogate). */
export function refuseUnstorableText(value: unknown): void {
  const unstorable = findUnstorableText(value);
  if (unstorable !== null) {
    throw new AppError('invalid_request', { message: unstorableTextMessage, issues: [{ path: unstorable, message: 'Unstorable text' }] });
  }
}
