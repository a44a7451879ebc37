import { rmSync } from 'node:fs';
import { firstLiveAdId, firstNewsSlug, runBench, startServer, waitForHealth } from './harness.mjs';
import { references, targets } from './targets.mjs';

/**
 * Load benchmark against the production build on loopback, bounded in time, on a fresh data folder with the 3,000
 * demo ads. Run `npm run build` first. BENCH_SECONDS (default 8) per target, BENCH_CONNECTIONS (default 10).
 */
const port = Number(process.env.BENCH_PORT ?? 3300);
const dataDir = process.env.BENCH_DATA_DIR ?? '.data-bench';

if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
const server = startServer({ port, dataDir });
await waitForHealth(server.base);
const adId = await firstLiveAdId(server.base);
const newsSlug = await firstNewsSlug(server.base);
await runBench({ title: 'Manzil bench', base: server.base, references, targets: targets({ adId, newsSlug }), resultFile: 'latest.json' });
server.stop();
process.exit(0);
