import { z } from 'zod/mini';
import { api } from '../api/browser-client';
import { readData } from '../api/client';
import { constructionEstimateFormSchema, type ConstructionEstimateFormInput } from '../schemas/construction-estimate';

const createdSchema = z.object({ id: z.string() });

export type EstimateOutcome =
  { ok: true; id: string } | { ok: false; fieldErrors: Record<string, string> } | { ok: false; error: unknown };

const firstByField = (issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  return errors;
};

/**
 * Checks the form with the shared schema and stores the estimate. Loaded on the first submit, so the page's first
 * load carries neither the schema library nor the HTTP client.
 */
export async function submitConstructionEstimate(values: ConstructionEstimateFormInput): Promise<EstimateOutcome> {
  const parsed = z.safeParse(constructionEstimateFormSchema, values);
  if (!parsed.success) return { ok: false, fieldErrors: firstByField(parsed.error.issues) };
  try {
    const { id } = await readData(createdSchema, api.post('valuations/construction', { json: parsed.data }));
    return { ok: true, id };
  } catch (error) {
    const fieldErrors = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors;
    if (fieldErrors)
      return {
        ok: false,
        fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v[0] ?? ''])),
      };
    return { ok: false, error };
  }
}
