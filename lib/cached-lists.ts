import { isDealTypeSlug, listQuery } from '@/lib/ads/list-href';
import { parseListFilters } from '@/lib/ads/list-params';
import { auctionListQuerySchema } from '@/lib/schemas/auctions';
import { dealScreenQuerySchema } from '@/lib/schemas/deals';
import { newsListQuerySchema } from '@/lib/schemas/news';
import { CACHED_LIST_PREFIX } from '@/lib/i18n/config';
import { validParams, type SearchParams } from '@/lib/search-params';

/** The key segment of a list without filters. */
const NO_FILTERS = '-';

/** Deeper pages are rarely visited twice before the list changes. */
const MAX_CACHED_PAGE = 5;

const cacheablePage = (page: number | undefined) => (page ?? 1) <= MAX_CACHED_PAGE;

/**
 * The key segment of a query: `name.value` pairs joined by `~`, only URL-unreserved characters, so the segment reads
 * the same whether a request reaches Next encoded or not. Values are checked numbers and enum words; anything else
 * would not be a popular first page.
 */
function keyOf(pairs: Iterable<[string, string]>): string | undefined {
  const parts: string[] = [];
  for (const [name, value] of pairs) {
    if (!/^[\w-]+$/.test(value)) return undefined;
    parts.push(`${name}.${value}`);
  }
  return parts.join('~') || NO_FILTERS;
}

/** A query in the given key order, without empty values and without the defaults listed. */
function canonical(
  values: Record<string, string | number | undefined>,
  defaults: Record<string, string | number> = {},
): string | undefined {
  return keyOf(
    Object.entries(values).flatMap(([name, value]) =>
      value === undefined || value === defaults[name] ? [] : [[name, String(value)] as [string, string]],
    ),
  );
}

/** The normalised query of a list page at `pathname`, or undefined when that page renders per request. */
function listKey(pathname: string, search: SearchParams, signedIn: boolean): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  switch (segments[0]) {
    case 'ads': {
      const dealType = segments[1];
      if (segments.length > 3 || (dealType !== undefined && !isDealTypeSlug(dealType))) return undefined;
      const filters = parseListFilters(search, dealType);
      const { areaIds, q, priceMin, priceMax, sizeMin, sizeMax, page } = filters;
      const ranged = [q, priceMin, priceMax, sizeMin, sizeMax].some((value) => value !== undefined);
      if (areaIds.length > 1 || ranged || !cacheablePage(page)) return undefined;
      return keyOf(listQuery(filters));
    }
    case 'deals': {
      // Subscribers see more than visitors: only the visitors' page is shared.
      if (segments.length > 1 || signedIn) return undefined;
      const { areaId, governorateId, category, basis, sort, page, q, from, to, pageSize, compareAreaId } = validParams(
        dealScreenQuerySchema.shape,
        search,
      );
      if ([q, from, to, pageSize, compareAreaId].some((value) => value !== undefined) || !cacheablePage(page))
        return undefined;
      return canonical({ areaId, governorateId, category, basis, sort, page }, { sort: 'date-desc', page: 1 });
    }
    case 'auctions': {
      if (segments.length > 1) return undefined;
      const { tab, organizerId, page } = validParams(auctionListQuerySchema.shape, search);
      return cacheablePage(page) ? canonical({ tab, organizerId, page }, { page: 1 }) : undefined;
    }
    case 'news': {
      if (segments.length > 1) return undefined;
      const { category, page } = validParams(newsListQuerySchema.shape, search);
      return cacheablePage(page) ? canonical({ category, page }, { page: 1 }) : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Lists whose query string picks what they show (ads, deals, auctions, news) are served from Next's page cache (ISR)
 * when the query is one of their popular first pages: the proxy rewrites `/ads/rent?areaId=34&utm=x` to the internal
 * route `/{locale}/filtered/areaId.34/ads/rent` (CACHED_LIST_PREFIX), whose path is the cache key. The query is
 * normalised first (the filters that define the page, in one order, defaults and unknown keys dropped), so every
 * spelling of a page shares one entry. Free text, price and date ranges, several areas and deep pages stay rendered
 * per request: they would fill the cache with entries nobody asks for twice. Returns the internal path (before the
 * locale), or undefined when the page renders per request.
 */
export function cachedListPath(pathname: string, query: URLSearchParams, signedIn: boolean): string | undefined {
  const search: SearchParams = {};
  for (const key of new Set(query.keys())) search[key] = query.getAll(key);
  const key = listKey(pathname, search, signedIn);
  return key === undefined ? undefined : `${CACHED_LIST_PREFIX}/${key}${pathname.replace(/\/$/, '')}`;
}

/** The query a cached list route renders, from its key segment. */
export function cachedListSearch(key: string): SearchParams {
  if (key === NO_FILTERS) return {};
  return Object.fromEntries(
    key.split('~').map((pair) => [pair.slice(0, pair.indexOf('.')), pair.slice(pair.indexOf('.') + 1)]),
  );
}

/** Whether a visible path is the internal route itself, which only the proxy may lead to. */
export const isCachedListPath = (pathname: string) =>
  pathname === CACHED_LIST_PREFIX || pathname.startsWith(`${CACHED_LIST_PREFIX}/`);

/**
 * A list page's query, and whether the page is the cached list route (its params carry the key segment `query`):
 * that route reads the query from its key, because reading the URL's searchParams would render it per request.
 */
export async function listPageSearch(
  params: Promise<{ query?: string }>,
  searchParams: Promise<SearchParams>,
): Promise<{ search: SearchParams; cached: boolean }> {
  const { query } = await params;
  return query === undefined
    ? { search: await searchParams, cached: false }
    : { search: cachedListSearch(query), cached: true };
}
