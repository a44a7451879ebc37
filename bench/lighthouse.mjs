import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from '../scripts/find-chromium.mjs';
import { firstLiveAdId, firstNewsSlug, startServer, waitForHealth, waitForUrl } from './harness.mjs';
import { budgetPages } from './targets.mjs';

/**
 * Lighthouse (mobile defaults) on the production build, on a fresh data folder: every page type a visitor lands on,
 * in Arabic and English, median of LIGHTHOUSE_RUNS (3) runs each. Run `npm run build` first. A measurement, not a
 * test: it prints the table and writes bench/results/lighthouse.json. LIGHTHOUSE_PAGES=/,/finance measures only the
 * listed pages (a path matches a listed page when it starts with it). Each page is requested once before its runs, as
 * its first visitor after a start would (its render is then cached per language): the runs measure the page every
 * later visitor gets, and the first render's time is printed beside them. The first row is the framework's floor measured
 * in the same run: a bare Next page (bench/reference-app: Arabic, right to left, twenty items, no client code), as
 * Lighthouse's simulated phone figures (TBT above all) move with the machine's speed from one day to the next.
 */
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3400);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const dataDir = '.data-lighthouse';
const MAX_RETRIES = 3;
const referencePort = port + 1;

// Built apart from the project (inside it, Next would take the project's root, tsconfig and proxy for its own), with
// the project's packages hard-linked in.
const referenceDir = mkdtempSync(join(tmpdir(), 'manzil-reference-'));
cpSync('bench/reference-app', referenceDir, { recursive: true });
spawnSync('cp', ['-al', 'node_modules', join(referenceDir, 'node_modules')]);
const built = spawnSync('npx', ['next', 'build'], { cwd: referenceDir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
if (built.status !== 0) throw new Error('the reference page did not build');
const reference = spawn('npx', ['next', 'start', '-p', String(referencePort), '-H', '127.0.0.1'], { cwd: referenceDir, stdio: 'ignore', detached: true });
const stopReference = () => {
  try {
    process.kill(-reference.pid, 'SIGTERM');
  } catch {
    /* already stopped */
  }
  rmSync(referenceDir, { recursive: true, force: true });
};
// On every way out, a failure before the runs included.
process.on('exit', stopReference);

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

async function audit(url, locale) {
  const { lhr } = await lighthouse(url, {
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
    console.warn(`${locale} ${url}: ${lhr.runtimeError?.code ?? `audits failed: ${failed.slice(0, 5).join(', ')}`}; run again`);
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

/** The median of `runs` Lighthouse runs of one page in one language, after one request that renders it. */
async function measure(base, path, locale, label = `${locale} ${path}`) {
  const started = performance.now();
  await (await fetch(`${base}${path}`, { headers: { cookie: `NEXT_LOCALE=${locale}`, 'accept-encoding': 'br' } })).arrayBuffer();
  const firstRenderMs = performance.now() - started;
  const samples = [];
  for (let attempt = 0; samples.length < runs && attempt < runs + MAX_RETRIES; attempt++) {
    const sample = await audit(`${base}${path}`, locale);
    if (sample) samples.push(sample);
  }
  if (samples.length === 0) throw new Error(`${label}: no run of Lighthouse completed`);
  const row = { path, locale, firstRenderMs };
  for (const key of Object.keys(samples[0])) row[key] = median(samples.map((s) => s[key]));
  console.log(
    [
      label.padEnd(40),
      `perf ${row.performance.toFixed(0).padStart(3)}`,
      `a11y ${row.accessibility.toFixed(0)} bp ${row.bestPractices.toFixed(0)} seo ${row.seo.toFixed(0)}`,
      `FCP ${(row.fcp / 1000).toFixed(2)} s LCP ${(row.lcp / 1000).toFixed(2)} s TBT ${row.tbt.toFixed(0)} ms CLS ${row.cls.toFixed(3)}`,
      `JS ${row.scriptKb.toFixed(0)} kB HTML ${row.documentKb.toFixed(0)} kB (transferred)`,
      `first render ${firstRenderMs.toFixed(0)} ms`,
    ].join(' · '),
  );
  return row;
}

const rows = [];
let floor;
try {
  await waitForUrl(`http://127.0.0.1:${referencePort}/`);
  floor = await measure(`http://127.0.0.1:${referencePort}`, '/', 'ar', 'framework floor (bare Next page)');
  for (const locale of ['ar', 'en']) {
    for (const path of pages) rows.push(await measure(server.base, path, locale));
  }
} finally {
  await chrome.kill();
  server.stop();
}

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/lighthouse.json', JSON.stringify({ at: new Date().toISOString(), runs, floor, rows }, null, 2));
process.exit(0);
