import type { z } from 'zod/mini';

/** A page's `searchParams`: a key may be missing, given once or repeated. */
export type SearchParams = Record<string, string | string[] | undefined>;

export const firstParam = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * A URL's query checked key by key against a query schema's shape: a hand-edited bad value is dropped and the rest
 * still applies (a crawled or shared link never turns into an error page).
 */
export function validParams<Shape extends Record<string, z.ZodMiniType>>(
  shape: Shape,
  params: SearchParams,
): { [K in keyof Shape]?: z.output<Shape[K]> } {
  const valid: Partial<Record<keyof Shape, unknown>> = {};
  for (const key of Object.keys(shape) as Array<keyof Shape>) {
    const raw = firstParam(params[key as string]);
    if (raw === undefined || raw === '') continue;
    const parsed = shape[key]!.safeParse(raw);
    if (parsed.success && parsed.data !== undefined) valid[key] = parsed.data;
  }
  return valid as { [K in keyof Shape]?: z.output<Shape[K]> };
}
