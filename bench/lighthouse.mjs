import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { ensureChromium } from '../scripts/find-chromium.mjs';
import { firstLiveAdId, firstNewsSlug, startServer, waitForHealth } from './harness.mjs';
import { budgetPages } from './targets.mjs';

/**
 * Lighthouse (mobile defaults) on the production build, on a fresh data folder: every page type a visitor lands on,
 * in Arabic and English, median of LIGHTHOUSE_RUNS (3) runs each. Run `npm run build` first. A measurement, not a
 * test: it prints the table and writes bench/results/lighthouse.json. LIGHTHOUSE_PAGES=/,/finance measures only the
 * listed pages (a path matches a listed page when it starts with it).
 */
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3400);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const dataDir = '.data-lighthouse';
const MAX_RETRIES = 3;

rmSync(dataDir, { recursive: true, force: true });
const server = startServer({ port, dataDir });
await waitForHealth(server.base);

const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
const pages = budgetPages({ adId: await firstLiveAdId(server.base), newsSlug: await firstNewsSlug(server.base) }).filter(
  (page) => !only || only.some((prefix) => (prefix === '/' ? page === '/' : page.startsWith(prefix))),
);

const chrome = await launch({
  chromePath: ensureChromium(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const median = (values) => {
  const measured = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return measured.length ? measured[Math.floor(measured.length / 2)] : NaN;
};

async function audit(path, locale) {
  const { lhr } = await lighthouse(`${server.base}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    extraHeaders: { Cookie: `NEXT_LOCALE=${locale}` },
    // Every run a first visit: Lighthouse empties the HTTP cache but keeps local storage, where the page notes that
    // this browser holds the brand font's files (lib/brand-font.ts), which after the first run it no longer does.
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'],
  });
  // A run Chrome could not complete (a failed navigation: CHROME_INTERSTITIAL_ERROR, NO_NAVSTART) or whose trace lacked
  // what an audit needs (a category's score is then null) measured nothing: it is run again, not counted as a 0.
  const failed = Object.values(lhr.audits).filter((a) => a.errorMessage).map((a) => a.id);
  if (lhr.runtimeError || Object.values(lhr.categories).some((c) => c.score === null)) {
    console.warn(`${locale} ${path}: ${lhr.runtimeError?.code ?? `audits failed: ${failed.slice(0, 5).join(', ')}`}; run again`);
    return undefined;
  }
  const value = (audit) => lhr.audits[audit]?.numericValue ?? NaN;
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytes = (type) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories['best-practices'].score * 100,
    seo: lhr.categories.seo.score * 100,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scriptKb: bytes('script') / 1024,
    documentKb: bytes('document') / 1024,
  };
}

const rows = [];
try {
  for (const locale of ['ar', 'en']) {
    for (const path of pages) {
      const samples = [];
      for (let attempt = 0; samples.length < runs && attempt < runs + MAX_RETRIES; attempt++) {
        const sample = await audit(path, locale);
        if (sample) samples.push(sample);
      }
      if (samples.length === 0) throw new Error(`${locale} ${path}: no run of Lighthouse completed`);
      const row = { path, locale };
      for (const key of Object.keys(samples[0])) row[key] = median(samples.map((s) => s[key]));
      rows.push(row);
      console.log(
        [
          `${locale} ${path}`.padEnd(40),
          `perf ${row.performance.toFixed(0).padStart(3)}`,
          `a11y ${row.accessibility.toFixed(0)} bp ${row.bestPractices.toFixed(0)} seo ${row.seo.toFixed(0)}`,
          `FCP ${(row.fcp / 1000).toFixed(2)} s LCP ${(row.lcp / 1000).toFixed(2)} s TBT ${row.tbt.toFixed(0)} ms CLS ${row.cls.toFixed(3)}`,
          `JS ${row.scriptKb.toFixed(0)} kB HTML ${row.documentKb.toFixed(0)} kB (transferred)`,
        ].join(' · '),
      );
    }
  }
} finally {
  await chrome.kill();
  server.stop();
}

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/lighthouse.json', JSON.stringify({ at: new Date().toISOString(), runs, rows }, null, 2));
process.exit(0);
