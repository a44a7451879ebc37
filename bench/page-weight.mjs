import { rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { demoMemberToken, firstLiveAdId, firstNewsSlug, startServer, waitForHealth } from './harness.mjs';
import { budgetPages, memberPages, weightMember } from './targets.mjs';
import { firstLoadScripts } from '../tests/e2e/support/first-load-js.ts';

/**
 * Page weight on the production build, on a fresh data folder: per page and locale, the server HTML with its inline
 * RSC payload (uncompressed, as the issue counts it), how much of it is the RSC payload, first-load JS (the gzip size
 * of every `<script src>` a current browser runs; the `noModule` polyfill is left out) and the icons drawn inline;
 * member pages signed in as a demo member. Run `npm run build` first. `PAGE_WEIGHT_BASE=http://…` measures a server
 * that is already running instead.
 */
const port = Number(process.env.PAGE_WEIGHT_PORT ?? 3500);
const dataDir = '.data-page-weight';

let server;
let base = process.env.PAGE_WEIGHT_BASE;
if (!base) {
  rmSync(dataDir, { recursive: true, force: true });
  server = startServer({ port, dataDir });
  base = server.base;
  await waitForHealth(base);
}

const adId = await firstLiveAdId(base);
const newsSlug = await firstNewsSlug(base);
// The access cookie and the session hint the proxy looks for (lib/auth/cookie-names.ts, lib/auth/session-hint.ts).
const memberCookie = `manzil_at=${await demoMemberToken(base, weightMember)}; manzil_session=1`;
const pages = [
  ...budgetPages({ adId, newsSlug }).map((path) => ({ path })),
  ...memberPages.map((path) => ({ path, signedIn: true })),
];

const scriptSizes = new Map();
async function scriptKb(src) {
  if (!scriptSizes.has(src)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    scriptSizes.set(src, gzipSync(body).length / 1024);
  }
  return scriptSizes.get(src);
}

/** The inline RSC payload: the strings pushed to `self.__next_f`, as the browser receives them. */
function rscBytes(html) {
  let total = 0;
  for (const [, script] of html.matchAll(/<script[^>]*>(self\.__next_f\.push[\s\S]*?)<\/script>/g))
    total += Buffer.byteLength(script);
  return total;
}

const rows = [];
try {
  for (const locale of ['ar', 'en']) {
    for (const { path, signedIn } of pages) {
      const cookie = [`NEXT_LOCALE=${locale}`, ...(signedIn ? [memberCookie] : [])].join('; ');
      const html = await (await fetch(base + path, { headers: { cookie } })).text();
      let js = 0;
      for (const src of firstLoadScripts(html)) js += await scriptKb(src);
      const row = {
        path: path.replace(String(adId), '{id}').replace(newsSlug, '{slug}'),
        locale,
        htmlKb: Buffer.byteLength(html) / 1024,
        rscKb: rscBytes(html) / 1024,
        firstLoadJsKb: js,
        inlineSvgs: (html.match(/<svg\b(?![^>]*>\s*<use)/g) ?? []).length,
      };
      rows.push(row);
      console.log(
        `${`${locale} ${row.path}`.padEnd(22)} HTML+RSC ${row.htmlKb.toFixed(0).padStart(4)} KB (RSC ${row.rscKb.toFixed(0).padStart(3)}) · first-load JS ${row.firstLoadJsKb.toFixed(0).padStart(3)} kB gzip · inline SVGs ${row.inlineSvgs}`,
      );
    }
  }
} finally {
  server?.stop();
}

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/page-weight.json', JSON.stringify({ at: new Date().toISOString(), rows }, null, 2));
process.exit(0);
