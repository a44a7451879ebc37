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
 * in Arabic and English, median of LIGHTHOUSE_RUNS (3) runs each. Run `npm run build` first. A measurement: it prints
 * the tables and writes bench/results/lighthouse.json. LIGHTHOUSE_PAGES=/,/finance measures only the listed pages (a
 * path matches a listed page when it starts with it), LIGHTHOUSE_LOCALES=ar only the listed languages. Each page is
 * requested once before its runs, as its first visitor after a start would (its render is then cached per language):
 * the runs measure the page every later visitor gets, and the first render's time is printed beside them.
 *
 * Lighthouse's simulated phone figures (TBT above all) move with the machine's speed from one run to the next, so
 * every page is read against the framework's floor measured in the same round: a bare Next page (bench/reference-app:
 * Arabic, right to left, twenty items, no client code), measured before the round's pages and again after them. Each
 * row prints its TBT as a multiple of the floor's and its performance score as a difference from the floor's; the
 * budgets (issue 35): TBT ≤ 1.5 × the floor, performance ≥ the floor − 5. A first round uses Lighthouse's default
 * mobile throttling, a second 6× CPU slowdown (`--throttling.cpuSlowdownMultiplier=6`), a mid-range phone's CPU;
 * LIGHTHOUSE_CPU6=false leaves it out. Pages over a budget are listed at the end; LIGHTHOUSE_ENFORCE=true then exits
 * 1. Without the floor there is no ratio: a floor that cannot be built, started or measured ends the run with exit 2.
 */
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3400);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const dataDir = process.env.LIGHTHOUSE_DATA_DIR ?? '.data-lighthouse';
const MAX_RETRIES = 3;
const referencePort = port + 1;
const budget = { tbtRatio: 1.5, performanceBelowFloor: 5 };
const rounds = [{ name: 'mobile defaults', cpuSlowdownMultiplier: undefined }];
if (process.env.LIGHTHOUSE_CPU6 !== 'false') rounds.push({ name: '6× CPU', cpuSlowdownMultiplier: 6 });
let chrome;
const locales = (process.env.LIGHTHOUSE_LOCALES ?? 'ar,en').split(',').filter(Boolean);

/** The floor is what every ratio is read against: without it the run measured nothing comparable. */
async function floorMissing(reason) {
  await chrome?.kill();
  console.error(
    `\nnpm run lighthouse: the bare Next page (bench/reference-app), the floor every page is compared with, could not be measured: ${reason}. No ratios without it; nothing written.`,
  );
  process.exit(2);
}

// Built apart from the project (inside it, Next would take the project's root, tsconfig and proxy for its own), with
// the project's packages hard-linked in.
const referenceDir = mkdtempSync(join(tmpdir(), 'manzil-reference-'));
cpSync('bench/reference-app', referenceDir, { recursive: true });
spawnSync('cp', ['-al', 'node_modules', join(referenceDir, 'node_modules')]);
const built = spawnSync('npx', ['next', 'build'], {
  cwd: referenceDir,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
if (built.status !== 0) await floorMissing('it did not build (`next build` in a copy of bench/reference-app failed)');
const reference = spawn('npx', ['next', 'start', '-p', String(referencePort), '-H', '127.0.0.1'], {
  cwd: referenceDir,
  stdio: 'ignore',
  detached: true,
});
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
const pages = budgetPages({
  adId: await firstLiveAdId(server.base),
  newsSlug: await firstNewsSlug(server.base),
}).filter((page) => !only || only.some((prefix) => (prefix === '/' ? page === '/' : page.startsWith(prefix))));

chrome = await launch({
  chromePath: ensureChromium(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const median = (values) => {
  const measured = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return measured.length ? measured[Math.floor(measured.length / 2)] : NaN;
};

async function audit(url, locale, cpuSlowdownMultiplier) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    // As the command line's --throttling.cpuSlowdownMultiplier: merged into the mobile defaults' throttling.
    ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
    output: 'json',
    logLevel: 'error',
    extraHeaders: { Cookie: `NEXT_LOCALE=${locale}` },
    // Every run a first visit: Lighthouse empties the HTTP cache but keeps local storage, where the page notes that
    // this browser holds the brand font's files (lib/brand-font.ts), which after the first run it no longer does.
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'],
  });
  // A run Chrome could not complete (a failed navigation: CHROME_INTERSTITIAL_ERROR, NO_NAVSTART) or whose trace lacked
  // what an audit needs (a category's score is then null) measured nothing: it is run again, not counted as a 0.
  const failed = Object.values(lhr.audits)
    .filter((a) => a.errorMessage)
    .map((a) => a.id);
  if (lhr.runtimeError || Object.values(lhr.categories).some((c) => c.score === null)) {
    console.warn(
      `${locale} ${url}: ${lhr.runtimeError?.code ?? `audits failed: ${failed.slice(0, 5).join(', ')}`}; run again`,
    );
    return undefined;
  }
  const value = (audit) => lhr.audits[audit]?.numericValue ?? NaN;
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytes = (type) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
  // Where the main thread's time went (Lighthouse's own groups), to read a TBT against: script, style and layout, ...
  const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  const group = (name) => work.find((i) => i.group === name)?.duration ?? 0;
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
    mainThreadMs: value('mainthread-work-breakdown'),
    scriptMs: group('scriptEvaluation') + group('scriptParseCompile'),
    styleLayoutMs: group('styleLayout'),
    parseHtmlMs: group('parseHTML'),
  };
}

/** `runs` completed Lighthouse runs of one page in one language, after one request that renders it. */
async function sample(base, path, locale, cpuSlowdownMultiplier, label) {
  const started = performance.now();
  await (
    await fetch(`${base}${path}`, { headers: { cookie: `NEXT_LOCALE=${locale}`, 'accept-encoding': 'br' } })
  ).arrayBuffer();
  const firstRenderMs = performance.now() - started;
  const samples = [];
  for (let attempt = 0; samples.length < runs && attempt < runs + MAX_RETRIES; attempt++) {
    const one = await audit(`${base}${path}`, locale, cpuSlowdownMultiplier);
    if (one) samples.push(one);
  }
  if (samples.length === 0) throw new Error(`${label}: no run of Lighthouse completed`);
  return { firstRenderMs, samples };
}

function summarise(path, locale, firstRenderMs, samples) {
  const row = { path, locale, firstRenderMs, runs: samples.length };
  for (const key of Object.keys(samples[0])) row[key] = median(samples.map((s) => s[key]));
  return row;
}

/** A row's figures against the floor of its round, and whether it keeps the budgets. */
function againstFloor(row, floor) {
  const tbtRatio = row.tbt / Math.max(floor.tbt, 1);
  const performanceVsFloor = row.performance - floor.performance;
  return {
    tbtRatio,
    performanceVsFloor,
    withinBudget: tbtRatio <= budget.tbtRatio && performanceVsFloor >= -budget.performanceBelowFloor,
  };
}

function print(label, row, floor) {
  const versus = floor ? againstFloor(row, floor) : undefined;
  console.log(
    [
      label.padEnd(40),
      `perf ${row.performance.toFixed(0).padStart(3)}`,
      `a11y ${row.accessibility.toFixed(0)} bp ${row.bestPractices.toFixed(0)} seo ${row.seo.toFixed(0)}`,
      `FCP ${(row.fcp / 1000).toFixed(2)} s LCP ${(row.lcp / 1000).toFixed(2)} s TBT ${row.tbt.toFixed(0)} ms CLS ${row.cls.toFixed(3)}`,
      `JS ${row.scriptKb.toFixed(0)} kB HTML ${row.documentKb.toFixed(0)} kB (transferred)`,
      `main thread ${row.mainThreadMs.toFixed(0)} ms (script ${row.scriptMs.toFixed(0)}, style+layout ${row.styleLayoutMs.toFixed(0)}, HTML ${row.parseHtmlMs.toFixed(0)})`,
      `first render ${row.firstRenderMs.toFixed(0)} ms`,
      ...(versus
        ? [
            `TBT ${versus.tbtRatio.toFixed(2)}× floor, perf ${versus.performanceVsFloor >= 0 ? '+' : ''}${versus.performanceVsFloor.toFixed(0)} vs floor${versus.withinBudget ? '' : '  OVER BUDGET'}`,
          ]
        : []),
    ].join(' · '),
  );
}

/** The floor before and after a round's pages, as one median of both sets of runs. */
async function measureFloor(round, when) {
  const label = `floor (bare Next page), ${round.name}, ${when}`;
  try {
    return await sample(`http://127.0.0.1:${referencePort}`, '/', 'ar', round.cpuSlowdownMultiplier, label);
  } catch (err) {
    await floorMissing(err instanceof Error ? err.message : String(err));
  }
}

const results = [];
try {
  await waitForUrl(`http://127.0.0.1:${referencePort}/`).catch((err) =>
    floorMissing(`it did not start (${err.message})`),
  );
  for (const round of rounds) {
    console.log(
      `\nRound: ${round.name}${round.cpuSlowdownMultiplier ? ` (--throttling.cpuSlowdownMultiplier=${round.cpuSlowdownMultiplier})` : ''}, median of ${runs} runs`,
    );
    const before = await measureFloor(round, 'before the pages');
    print('floor (bare Next page), before', summarise('/', 'ar', before.firstRenderMs, before.samples));
    const measured = [];
    for (const locale of locales) {
      for (const path of pages) {
        const { firstRenderMs, samples } = await sample(
          server.base,
          path,
          locale,
          round.cpuSlowdownMultiplier,
          `${locale} ${path}`,
        );
        const row = summarise(path, locale, firstRenderMs, samples);
        print(`${locale} ${path}`, row);
        measured.push(row);
      }
    }
    const after = await measureFloor(round, 'after the pages');
    const floor = summarise('/', 'ar', before.firstRenderMs, [...before.samples, ...after.samples]);
    const rows = measured.map((row) => ({ ...row, ...againstFloor(row, floor) }));
    console.log(
      `\n${round.name}: each page against the floor of this round (budgets: TBT ≤ ${budget.tbtRatio} × floor, performance ≥ floor − ${budget.performanceBelowFloor})`,
    );
    print('floor (bare Next page, before + after)', floor);
    for (const row of rows) print(`${row.locale} ${row.path}`, row, floor);
    results.push({ ...round, floor, rows });
  }
} finally {
  await chrome.kill();
  server.stop();
}

const over = results.flatMap((round) =>
  round.rows
    .filter((row) => !row.withinBudget)
    .map(
      (row) =>
        `${round.name}: ${row.locale} ${row.path}: TBT ${row.tbtRatio.toFixed(2)}× floor (${row.tbt.toFixed(0)} ms vs ${round.floor.tbt.toFixed(0)}), performance ${row.performance.toFixed(0)} vs floor ${round.floor.performance.toFixed(0)}`,
    ),
);
console.log(
  over.length
    ? `\nOver the main-thread budgets:\n  ${over.join('\n  ')}`
    : '\nEvery page within the main-thread budgets.',
);

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/lighthouse.json',
  JSON.stringify({ at: new Date().toISOString(), runs, budget, rounds: results, overBudget: over }, null, 2),
);
process.exit(over.length && process.env.LIGHTHOUSE_ENFORCE === 'true' ? 1 : 0);
