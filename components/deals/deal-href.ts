import type { DealScreenQuery } from '@/lib/schemas/deals';

/** The URL of a deals screen with these filters: filters live in the URL so a search can be shared and crawled. */
export function dealsHref(
  path: '/deals' | '/oldDeals',
  query: DealScreenQuery,
  overrides: Partial<Record<keyof DealScreenQuery, string | number | undefined>> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...overrides })) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
