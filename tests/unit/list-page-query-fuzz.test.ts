import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { listQuery } from '@/lib/ads/list-href';
import { parseListFilters } from '@/lib/ads/list-params';
import { listQueryFor } from '@/lib/ads/list-catalogue';
import { myAdsFilter } from '@/components/my-ads/my-ads-href';
import { adListQuerySchema, favouritesQuerySchema } from '@/lib/schemas/ads';
import { validParams, type SearchParams } from '@/lib/search-params';
import { auctionListQuerySchema, auctionPropertyListQuerySchema } from '@/lib/schemas/auctions';
import { dealScreenQuerySchema } from '@/lib/schemas/deals';
import { newsListQuerySchema } from '@/lib/schemas/news';
import { parseDealQuery } from '@/app/[locale]/(default)/deals/_data/deals-page';
import { parseAuctionQuery, parsePropertyQuery } from '@/app/[locale]/(default)/auctions/_data/auctions-data';
import { parseNewsSearch } from '@/app/[locale]/(default)/news/_data/news-list';
import { listAds } from '@/server/services/ads/list-ads';
import { listFavourites } from '@/server/services/ads/favourites';
import { listMyAds } from '@/server/services/ads/my-ads';
import { listAuctionProperties } from '@/server/services/auctions/auction-properties';
import { listAuctions } from '@/server/services/auctions/list-auctions';
import { dealTrend } from '@/server/services/deals/deal-trend';
import { listDeals } from '@/server/services/deals/list-deals';
import { listNews } from '@/server/services/news/list-news';
import { boundaryUrlValues, searchParams, seedFor } from '@/server/testing/fuzz-inputs';
import { testApp } from '@/server/testing/test-app';

/**
 * The list pages' query strings (ads lists, deals, auctions, news, favourites, my ads). Each page turns its
 * `searchParams` into a service query with the page's own parser, then calls the same service the API calls: here both
 * run on malformed queries against the in-memory database. A bad value must be dropped (treated as absent), never reach
 * the service, and never make it throw, which is what answered 500 on `/deals?from=0000-01-01`.
 *
 * Unit tests rather than a Playwright run: they exercise the same parser and service code in every `npm test`, on PGlite
 * and PostgreSQL, in seconds and without a production build; the rendering around them only prints the parsed values.
 */

const decoded = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** Each boundary value in each key a page reads, alone: one bad value is the only thing to drop. */
const boundaryExamples = (keys: readonly string[]) =>
  keys.flatMap((key) => boundaryUrlValues.map((value): [SearchParams] => [{ [key]: decoded(value) }]));

const pages: Array<{ name: string; keys: readonly string[]; load: (search: SearchParams) => Promise<unknown> }> = [
  {
    name: 'ads lists (/ads/...)',
    keys: [...Object.keys(adListQuerySchema.shape), 'area'],
    load: async (search) => {
      const filters = parseListFilters(search);
      // What the page links to must be a query the API accepts too.
      expect(adListQuerySchema.safeParse(Object.fromEntries(listQuery(filters))).success).toBe(true);
      return listAds(listQueryFor(undefined, {}, undefined, filters));
    },
  },
  {
    name: 'deals (/deals, /oldDeals)',
    keys: Object.keys(dealScreenQuerySchema.shape),
    load: async (search) => {
      const { compareAreaId, ...query } = parseDealQuery(search);
      const { areaId, governorateId, category, basis, from, to } = query;
      return Promise.all([
        listDeals(query, { fullAccess: false }),
        listDeals(query, { fullAccess: true }),
        dealTrend({ areaId, governorateId, category, basis, from, to }),
        dealTrend({ areaId: compareAreaId, category, basis, from, to }),
      ]);
    },
  },
  {
    name: 'auctions (/auctions)',
    keys: Object.keys(auctionListQuerySchema.shape),
    load: (search) => listAuctions(parseAuctionQuery(search)),
  },
  {
    name: 'auction properties (/auctions/property)',
    keys: Object.keys(auctionPropertyListQuerySchema.shape),
    load: (search) => listAuctionProperties(parsePropertyQuery(search)),
  },
  {
    name: 'news (/news)',
    keys: Object.keys(newsListQuerySchema.shape),
    load: (search) => {
      const { category, page } = parseNewsSearch(search);
      return listNews({ category, page }, 'ar');
    },
  },
  {
    name: 'favourites (/my-favourites)',
    keys: Object.keys(favouritesQuerySchema.shape),
    load: (search) => listFavourites(1, validParams(favouritesQuerySchema.shape, search)),
  },
  { name: 'my ads (/profile/ads)', keys: ['status', 'page'], load: (search) => listMyAds(1, myAdsFilter(search)) },
];

const RANDOM_QUERIES = 60;

beforeAll(async () => {
  await testApp();
});

describe('list pages treat a bad query parameter as absent', () => {
  it('drops the values that answered 500 (issue 10)', async () => {
    expect(parseListFilters({ q: 'flat\u0000' }).q).toBeUndefined();
    expect(parseDealQuery({ q: '\u0000', from: '0000-01-01', to: '2025-12-31' })).toEqual({ to: '2025-12-31' });
    await expect(listDeals(parseDealQuery({ from: '0000-01-01' }), { fullAccess: false })).resolves.toBeDefined();
  });

  for (const page of pages) {
    it(`${page.name}: malformed query strings never reach the service as they are`, { timeout: 60_000 }, async () => {
      const examples = boundaryExamples(page.keys);
      await fc.assert(
        fc.asyncProperty(searchParams, async (search) => {
          await page.load(search);
        }),
        { seed: seedFor(page.name), numRuns: examples.length + RANDOM_QUERIES, examples },
      );
    });
  }
});
