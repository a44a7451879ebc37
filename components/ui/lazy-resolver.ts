import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver loaded with the form's first validation (its zod schema, and zod with it), not with the
 * page. `load` runs once; the resolver it gives is reused for every later validation.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(load: () => Promise<Resolver<Input, Context, Output>>): Resolver<Input, Context, Output> {
  let loaded: Promise<Resolver<Input, Context, Output>> | undefined;
  return async (values, context, options) => (await (loaded ??= load()))(values, context, options);
}
