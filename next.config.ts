import type { NextConfig } from 'next';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // Messages are compiled at build time, so the browser gets no ICU message parser (#11, first-load JS).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const crashMessages = (locale: string) =>
  (JSON.parse(readFileSync(path.resolve(`messages/${locale}.json`), 'utf8')) as { crash: Record<string, string> })
    .crash;

const ivePage = '/evaluation/ive';

/** Legacy and stray-copy routes of the old site, answered with 308 to their current page. */
const legacyRedirects: Array<[string, string]> = [
  ['/_homev2', '/'],
  ['/_oldindex', '/'],
  ['/_testv', '/'],
  ['/blank', '/'],
  ['/_ive-map', ivePage],
  ['/ive-map copy', ivePage],
  ['/ive-map copy 2', ivePage],
  ['/ive-map copy 3', ivePage],
  ['/ive-map_a', ivePage],
  // The map-first variant of the estimator is the estimator itself: its map already leads the page.
  ['/ivev2', ivePage],
  ['/ivev2/:id', `${ivePage}/result/:id`],
  ['/_official-appraisal', '/official-appraisal'],
  ['/finance_old', '/finance'],
  ['/evaluation/cce/_index copy', '/evaluation/cce'],
  // The old site's second version of the construction cost estimator: one estimator now.
  ['/ccev2', '/evaluation/cce'],
  ['/ccev2/:id', '/evaluation/cce/result/:id'],
  // Variants of the auctions screen: one auctions page with tabs replaces them.
  ['/auctionsv2', '/auctions'],
  ['/upcoming-auction', '/auctions?tab=upcoming'],
  ['/profile-old', '/profile'],
  ['/profile-old/ads', '/profile/ads'],
  ['/profile-old/favourites', '/my-favourites'],
  ['/profile-old/info', '/profile/edit-profile'],
  ['/profile-old/notification', '/profile/account-settings'],
  ['/profile-old/requests', '/profile/request-followup'],
  ['/profile-old/subscription', '/profile/account-balances'],
  ['/profile-old/track-packages', '/profile/account-balances'],
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The crash screen's texts for app/global-error.tsx, which replaces the root layout and with it next-intl's provider:
  // the one namespace of both catalogues, inlined at build (importing a catalogue would ship all of it).
  env: { CRASH_MESSAGES: JSON.stringify({ ar: crashMessages('ar'), en: crashMessages('en') }) },
  // server/main.ts compresses pages after it has matched a cached page's CSP nonce to the document.
  compress: false,
  // Next hashes every cached page's whole HTML in JavaScript on every hit to make an ETag: measured, 40% of serving a
  // cached 400 KB page. Pages are cached by Next and by CDNs per s-maxage instead.
  generateEtags: false,
  reactStrictMode: true,
  // Metadata always in <head>: streamed after the shell it lands in <body> (a <title> there is invalid HTML), and the
  // pages' metadata reads the same cached data as their content, so waiting for it costs next to nothing.
  htmlLimitedBots: /.*/,
  // PGlite loads its WASM from its own package path; bundling it breaks that path.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'nodemailer', 'prom-client'],
  // Pages and data rendered at run time stay in the memory of the process that rendered them, never in the shared
  // build folder: a production instance never serves what a demo instance (or another database) rendered. README, Caching.
  experimental: { isrFlushToDisk: false },
  // With REDIS_URL (read again when the server starts) every instance shares one cache, and none keeps its own copy.
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.resolve('server/next-cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
  // The push service worker (public/sw.js): revalidated on every registration so a new version reaches browsers at once.
  async headers() {
    return [
      {
        source: '/sw.js',
        headers: [
          { key: 'Cache-Control', value: 'no-cache' },
          { key: 'Content-Type', value: 'text/javascript; charset=utf-8' },
        ],
      },
    ];
  },
  async redirects() {
    return legacyRedirects.map(([source, destination]) => ({
      source: encodeURI(source),
      destination,
      permanent: true,
    }));
  },
};

export default withNextIntl(nextConfig);
