import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createValuation, demoMemberToken, firstLiveAdId, firstNewsSlug, runBench, startServer, underLoad, waitForHealth } from './harness.mjs';
import { instantValuation, references, targets } from './targets.mjs';

/**
 * Load benchmark against the production build on loopback, bounded in time, on a fresh data folder with the 3,000
 * demo ads. Run `npm run build` first. BENCH_SECONDS (default 8) per target, BENCH_CONNECTIONS (default 10); then the
 * ads list under 50 connections for 20 s with the API probed meanwhile. BENCH_LOAD_ONLY=true runs that part alone;
 * RENDER_WORKERS passes through to the server.
 */
const port = Number(process.env.BENCH_PORT ?? 3300);
const dataDir = process.env.BENCH_DATA_DIR ?? '.data-bench';

if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
const server = startServer({ port, dataDir, env: { VALUATIONS_PER_IP_HOUR: '100000' } });
// A loaded machine can take minutes to start the server: BENCH_START_SECONDS (default 120).
await waitForHealth(server.base, Number(process.env.BENCH_START_SECONDS ?? 120) * 1000);
const adId = await firstLiveAdId(server.base);
const newsSlug = await firstNewsSlug(server.base);
const valuationId = await createValuation(server.base, instantValuation);
// A demo member (server/db/seed/ads/owners.ts) for the signed-in targets; an access token lasts 15 minutes.
const memberToken = await demoMemberToken(server.base, '96650103');
// BENCH_TARGETS=<text>,<text>: only the targets whose names contain one of them (the load part still runs).
const only = process.env.BENCH_TARGETS?.split(',').filter(Boolean);
const chosen = targets({ adId, newsSlug, valuationId, memberToken }).filter((target) => !only || only.some((text) => target.name.includes(text)));
const result = process.env.BENCH_LOAD_ONLY === 'true' ? {} : await runBench({ title: 'Manzil bench', base: server.base, references, targets: chosen, resultFile: 'latest.json' });
const load = await underLoad(server.base, { path: '/ads/rent', probe: '/api/health' });
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/${process.env.BENCH_LOAD_ONLY === 'true' ? 'load' : 'latest'}.json`, JSON.stringify({ ...result, at: new Date().toISOString(), underLoad: load }, null, 2));
server.stop();
process.exit(0);
