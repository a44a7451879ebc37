import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { $ZodType } from 'zod/v4/core';
import { ApiError, type FieldErrors } from './errors';
import { noteRoute } from './route-notes';

export function toFieldErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

/** zod validation for a request part; failures become 400 VALIDATION_FAILED with field errors. */
export function validate<Target extends keyof ValidationTargets, Schema extends $ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) throw new ApiError('VALIDATION_FAILED', toFieldErrors(result.error.issues));
  });
  return noteRoute(middleware, { kind: 'validates', target, schema });
}

/**
 * A request part the handler parses itself and never refuses (the newsletter's open pixel answers its image whatever
 * it is sent): this middleware does nothing but tell the contract the part's parameters.
 */
export function lenient<Target extends keyof ValidationTargets, Schema extends $ZodType>(
  target: Target,
  schema: Schema,
) {
  return noteRoute(
    createMiddleware(async (_c, next) => next()),
    { kind: 'reads', target, schema },
  );
}
