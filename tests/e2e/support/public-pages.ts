import { expect, type APIRequestContext } from '@playwright/test';

export type PublicPage = {
  name: string;
  path: string | ((request: APIRequestContext) => Promise<string>);
  status?: number;
};

/** One page of every public type; the ones that need a record take the first the API lists. */
export const publicPages: PublicPage[] = [
  { name: 'home', path: '/' },
  { name: 'rentals', path: '/ads/rent' },
  { name: 'sales', path: '/ads/sale' },
  { name: 'category list', path: '/ads/sale/villa' },
  // Applied filters show as chips under the heading.
  {
    name: 'filtered list',
    path: `/ads/rent/apartment?areaId=34&bedrooms=2&bedroomsExact=true&q=${encodeURIComponent('شقة')}`,
  },
  { name: 'ad', path: async (request) => `/ad/${(await first(request, '/api/v1/ads?dealType=rent&pageSize=1')).id}` },
  { name: 'deals', path: '/deals' },
  { name: 'auctions', path: '/auctions' },
  { name: 'auction properties', path: '/auctions/property' },
  {
    name: 'auction property',
    path: async (request) =>
      `/auctions/property/${(await first(request, '/api/v1/auctions/properties?tab=upcoming')).id}`,
  },
  { name: 'news', path: '/news' },
  { name: 'article', path: async (request) => `/news/${(await first(request, '/api/v1/news?pageSize=1')).slug}` },
  { name: 'login', path: '/login' },
  { name: 'sign-up', path: '/sign-up' },
  { name: 'contact', path: '/contact-us' },
  { name: 'faqs', path: '/faqs' },
  { name: 'valuation accuracy', path: '/evaluation/accuracy' },
  { name: 'construction cost', path: '/evaluation/cce' },
  { name: 'rent estimator', path: '/evaluation/instant-investment-rent-estimator' },
  { name: 'not found', path: '/this/page/does-not-exist', status: 404 },
];

export const pathOf = (target: PublicPage, request: APIRequestContext) =>
  typeof target.path === 'string' ? target.path : target.path(request);

async function first(request: APIRequestContext, url: string): Promise<{ id: number; slug: string }> {
  const res = await request.get(url);
  expect(res.ok(), url).toBe(true);
  const [item] = ((await res.json()) as { data: Array<{ id: number; slug: string }> }).data;
  if (!item) throw new Error(`${url} lists nothing: the demo data should have at least one`);
  return item;
}
