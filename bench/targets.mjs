/** What `npm run bench` measures; each target is compared with an in-run reference served by the same process. */
export const references = {
  static: { name: 'static file (public/)', path: '/static/bench.txt' },
  hono: { name: 'minimal hono endpoint', path: '/api/ping' },
};

export const targets = [
  { name: 'home page /', path: '/', reference: 'static' },
  { name: 'FAQs page /faqs', path: '/faqs', reference: 'static' },
  { name: 'English home / (NEXT_LOCALE=en)', path: '/', headers: { cookie: 'NEXT_LOCALE=en' }, reference: 'static' },
  { name: 'GET /api/v1/common/areas', path: '/api/v1/common/areas', reference: 'hono' },
  { name: 'GET /api/v1/ads?dealType=rent (3k ads)', path: '/api/v1/ads?dealType=rent', reference: 'hono' },
  { name: 'GET /api/v1/ads?q=شقه سالميه (3k ads)', path: `/api/v1/ads?q=${encodeURIComponent('شقه سالميه')}`, reference: 'hono' },
];
