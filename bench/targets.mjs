/** What the benches measure; each target is compared with an in-run reference served by the same process. */
/** Pages are requested as a browser asks for them: compressed (a cached page is compressed once, not per hit). */
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export const references = {
  static: { name: 'static file (public/)', path: '/static/bench.txt', headers: browser },
  hono: { name: 'minimal hono endpoint', path: '/api/ping' },
};

const search = `q=${encodeURIComponent('شقه سالميه')}`;

/** The ads targets of both benches; `label` names the data size, `adId` is a live ad of that data. */
function adTargets(label, adId) {
  return [
    { name: `ad list page /ads/rent (${label})`, path: '/ads/rent', headers: browser, reference: 'static' },
    {
      name: `ad list page /ads/rent?areaId=34 (${label})`,
      path: '/ads/rent?areaId=34',
      headers: browser,
      reference: 'static',
    },
    {
      name: `ad list page /ads/rent?q=شقه سالميه (${label})`,
      path: `/ads/rent?${search}`,
      headers: browser,
      reference: 'static',
    },
    { name: `ad detail page /ad/{id} (${label})`, path: `/ad/${adId}`, headers: browser, reference: 'static' },
    { name: `GET /api/v1/ads (${label})`, path: '/api/v1/ads', reference: 'hono' },
    // The mobile app's list of the page above: at least the page's req/s, p99 ≤ 50 ms (issue 35).
    {
      name: `GET /api/v1/ads?dealType=rent (${label})`,
      path: '/api/v1/ads?dealType=rent',
      reference: 'hono',
      page: '/ads/rent',
      p99Budget: 50,
    },
    {
      name: `GET /api/v1/ads?dealType=rent&areaId=34 (${label})`,
      path: '/api/v1/ads?dealType=rent&areaId=34',
      reference: 'hono',
    },
    {
      name: `GET /api/v1/ads?dealType=sale&sort=price-asc (${label})`,
      path: '/api/v1/ads?dealType=sale&sort=price-asc',
      reference: 'hono',
    },
    { name: `GET /api/v1/ads?q=شقه سالميه (${label})`, path: `/api/v1/ads?${search}`, reference: 'hono' },
    {
      name: `GET /api/v1/ads?dealType=rent&q=شقه سالميه (${label})`,
      path: `/api/v1/ads?dealType=rent&${search}`,
      reference: 'hono',
    },
    { name: `GET /api/v1/ads/{id} (${label})`, path: `/api/v1/ads/${adId}`, reference: 'hono' },
  ];
}

/** `npm run bench`: pages and APIs on the 3,000 demo ads; `newsSlug` is a published article. */
export function targets({ adId, newsSlug, valuationId, memberToken }) {
  return [
    { name: 'home page /', path: '/', headers: browser, reference: 'static' },
    // The same page uncompressed, as a client that sends no Accept-Encoding gets it (150 KB a hit).
    { name: 'home page / without Accept-Encoding', path: '/', reference: 'static' },
    { name: 'FAQs page /faqs', path: '/faqs', headers: browser, reference: 'static' },
    {
      name: 'English home / (NEXT_LOCALE=en)',
      path: '/',
      headers: { ...browser, cookie: 'NEXT_LOCALE=en' },
      reference: 'static',
    },
    { name: 'GET /api/v1/common/areas', path: '/api/v1/common/areas', reference: 'hono' },
    ...adTargets('3k ads', adId),
    { name: 'deals page /deals (20k deals)', path: '/deals', headers: browser, reference: 'static' },
    { name: 'deals page /deals?areaId=34', path: '/deals?areaId=34', headers: browser, reference: 'static' },
    { name: 'auctions page /auctions', path: '/auctions', headers: browser, reference: 'static' },
    { name: 'news page /news', path: '/news', headers: browser, reference: 'static' },
    { name: 'news article /news/{slug}', path: `/news/${newsSlug}`, headers: browser, reference: 'static' },
    { name: 'GET /api/v1/deals', path: '/api/v1/deals', reference: 'hono' },
    { name: 'GET /api/v1/deals/trend?areaId=34', path: '/api/v1/deals/trend?areaId=34', reference: 'hono' },
    { name: 'GET /api/v1/auctions?tab=upcoming', path: '/api/v1/auctions?tab=upcoming', reference: 'hono' },
    // Each estimate is stored: the bench raises the per-address limit (bench/run.mjs).
    {
      name: 'POST /api/v1/valuations/ive (20k deals)',
      path: '/api/v1/valuations/ive',
      method: 'POST',
      json: instantValuation,
      reference: 'hono',
    },
    {
      name: 'POST /api/v1/valuations/construction',
      path: '/api/v1/valuations/construction',
      method: 'POST',
      json: constructionEstimate,
      reference: 'hono',
    },
    {
      name: 'estimate result page /evaluation/ive/result/{id}',
      path: `/evaluation/ive/result/${valuationId}`,
      headers: browser,
      reference: 'static',
    },
    { name: 'packages page /packages', path: '/packages', headers: browser, reference: 'static' },
    { name: 'GET /api/v2/subscriptions/packages/ads', path: '/api/v2/subscriptions/packages/ads', reference: 'hono' },
    {
      name: 'GET /api/v1/members/my-balance (signed in)',
      path: '/api/v1/members/my-balance',
      headers: { authorization: `Bearer ${memberToken}` },
      reference: 'hono',
    },
  ];
}

/** A 750 m² plot in Jabriya (Hawalli), private housing: an area the demo's deals cover. */
export const instantValuation = {
  model: 'land',
  areaId: 38,
  category: 'private-housing',
  purpose: 'sale',
  sizeSqm: 750,
};

/** A 400 m² private-housing plot at 210% over three floors, with a basement and a lift. */
const constructionEstimate = {
  plotSizeSqm: 400,
  buildingRatio: 210,
  floors: 3,
  basement: true,
  roofAnnex: false,
  finishingLevel: 'standard',
  extras: ['lift'],
};

/** `npm run bench:scale`: the ads list at scale. */
export function scaleTargets({ adId, count }) {
  return adTargets(`${Math.round(count / 1000)}k ads`, adId);
}

/**
 * The page types issues #11 and #35 budget (Lighthouse, page weight), the estimators, `/finance`, `/budget`, `/offices`
 * and `/packages` included: `npm run lighthouse` and `npm run weight` measure these.
 */
export function budgetPages({ adId, newsSlug }) {
  return [
    '/',
    '/ads/rent',
    `/ad/${adId}`,
    '/deals',
    '/auctions',
    '/news',
    `/news/${newsSlug}`,
    '/login',
    '/evaluation/ive',
    '/evaluation/cce',
    '/evaluation/accuracy',
    '/evaluation/instant-investment-rent-estimator',
    '/finance',
    '/budget?salary=1500&downPayment=100000',
    '/offices',
    '/packages',
  ];
}

/** Pages only a member sees, weighed signed in as `weightMember` (the demo appraisal applicant) by `npm run weight`. */
export const memberPages = [
  '/official-appraisal',
  '/subscribe',
  '/packages',
  '/form',
  '/ad/create',
  '/profile',
  '/profile/edit-profile',
  '/profile/notifications',
  '/profile/saved-searches',
  '/profile/request-followup',
  '/profile/account-balances',
  '/profile/ads',
  '/profile/account-settings',
];
export const weightMember = '51650140';
