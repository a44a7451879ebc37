import { cachedListSearch } from '@/lib/cached-lists';
import type { SearchParams } from '@/lib/search-params';

/** A list page's props for a cached list route: the query comes from the route's key segment, not from the URL. */
export function cachedListProps<P extends { query: string }>(params: Promise<P>): { params: Promise<P>; searchParams: Promise<SearchParams>; cached: true } {
  return { params, searchParams: params.then((p) => cachedListSearch(p.query)), cached: true };
}
