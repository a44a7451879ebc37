import { z } from 'zod/mini';
import { messageKeys } from '@/lib/schemas/fields';

export type FieldErrors = Partial<Record<string, string>>;
export type Checked<Data> = { data: Data } | { errors: FieldErrors };

/**
 * A form's values checked with its shared schema: the data, or the first problem of each field. A nested field is named
 * by its dotted path (`documents.ownership`); a list's items report on the list.
 */
export function checkFields<S extends z.ZodMiniType>(schema: S, input: unknown): Checked<z.output<S>> {
  const result = z.safeParse(schema, input);
  if (result.success) return { data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path
      .filter((part) => typeof part !== 'number')
      .map(String)
      .join('.');
    errors[field] ??= issue.message || messageKeys.invalidValue;
  }
  return { errors };
}
