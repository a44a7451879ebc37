import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import {
  createValuation,
  demoMemberToken,
  firstLiveAdId,
  firstNewsSlug,
  runBench,
  startServer,
  underLoad,
  waitForHealth,
} from './harness.mjs';
import {
  memoryBreakdown,
  memoryBudgetsMb,
  memorySnapshot,
  printBreakdown,
  printMemory,
  sampleMemory,
} from './memory.mjs';
import { grantPublishCredits, measurePublish, publishChosen, publishServerEnv } from './publish.mjs';
import { instantValuation, references, targets } from './targets.mjs';

/**
 * Load benchmark against the production build on loopback, bounded in time, on a fresh data folder with the 3,000
 * demo ads. Run `npm run build` first. BENCH_SECONDS (default 8) per target, BENCH_CONNECTIONS (default 10); then the
 * ads list under 50 connections for 20 s with the API probed meanwhile. BENCH_LOAD_ONLY=true runs that part alone;
 * RENDER_WORKERS passes through to the server. Beside the throughput it reads the resident memory of the primary and
 * of each render worker (bench/memory.mjs): idle after the start, idle after the targets, the peak under the load;
 * an over-budget reading is flagged, and fails the run (exit 1) only with BENCH_MEMORY_ENFORCE=true.
 * BENCH_SERVER_COMMAND (split on spaces) starts the server another way, e.g. the TypeScript entry under tsx, to compare.
 * Last, publishing with every automated check (bench/publish.mjs), on a server started again on the same data folder
 * once the publishers have their credits (BENCH_TARGETS=publish: that and the load part).
 */
const port = Number(process.env.BENCH_PORT ?? 3300);
const dataDir = process.env.BENCH_DATA_DIR ?? '.data-bench';
// A fresh start has just seeded the demo: its heap and freed native memory go back over the next seconds.
const IDLE_SETTLE_MS = 20_000;
const idle = async () => {
  await new Promise((r) => setTimeout(r, IDLE_SETTLE_MS));
  return memorySnapshot(server.pid);
};

if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
const serverOptions = {
  port,
  dataDir,
  env: { VALUATIONS_PER_IP_HOUR: '100000', ...publishServerEnv },
  ...(process.env.BENCH_SERVER_COMMAND ? { command: process.env.BENCH_SERVER_COMMAND.split(' ') } : {}),
};
const server = startServer(serverOptions);
await waitForHealth(server.base);
const memory = { idleAfterStart: await idle(), breakdownAfterStart: await memoryBreakdown(server.base) };
const adId = await firstLiveAdId(server.base);
const newsSlug = await firstNewsSlug(server.base);
const valuationId = await createValuation(server.base, instantValuation);
// A demo member (server/seed/ads/owners.ts) for the signed-in targets; an access token lasts 15 minutes.
const memberToken = await demoMemberToken(server.base, '96650103');
// BENCH_TARGETS=<text>,<text>: only the targets whose names contain one of them (the load part still runs).
const only = process.env.BENCH_TARGETS?.split(',').filter(Boolean);
const chosen = targets({ adId, newsSlug, valuationId, memberToken }).filter(
  (target) => !only || only.some((text) => target.name.includes(text)),
);
const result =
  process.env.BENCH_LOAD_ONLY === 'true'
    ? {}
    : await runBench({
        title: 'Manzil bench',
        base: server.base,
        references,
        targets: chosen,
        resultFile: 'latest.json',
      });
if (process.env.BENCH_LOAD_ONLY !== 'true') memory.idleAfterTargets = await idle();
const stopSampling = sampleMemory(server.pid);
const load = await underLoad(server.base, { path: '/ads/rent', probe: '/api/health' });
memory.peakUnderLoad = stopSampling();
memory.breakdownAfterLoad = await memoryBreakdown(server.base);
memory.idleAfterLoad = await idle();

console.log('\nResident memory (RSS from /proc; budgets: primary idle, primary under load, each render worker)');
const over = [
  ...printMemory('idle after the start', memory.idleAfterStart, memoryBudgetsMb.primaryIdle),
  ...(memory.idleAfterTargets
    ? printMemory('idle after the targets', memory.idleAfterTargets, memoryBudgetsMb.primaryIdle)
    : []),
  ...printMemory(`peak under ${load.connections} connections`, memory.peakUnderLoad, memoryBudgetsMb.primaryLoad),
  ...printMemory('idle after the load', memory.idleAfterLoad, memoryBudgetsMb.primaryIdle),
];
console.log("Where it goes (the server's /metrics):");
printBreakdown('after the start', memory.breakdownAfterStart);
printBreakdown('right after the load', memory.breakdownAfterLoad);
if (over.length) console.log(`\nOver the memory budget:\n  ${over.join('\n  ')}`);

server.stop();
let publish;
if (process.env.BENCH_LOAD_ONLY !== 'true' && publishChosen(only)) {
  await server.exited;
  grantPublishCredits(dataDir);
  const again = startServer(serverOptions);
  await waitForHealth(again.base);
  publish = await measurePublish(again.base, { title: 'Manzil bench (demo ads), publishing with every check' });
  again.stop();
}

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/${process.env.BENCH_LOAD_ONLY === 'true' ? 'load' : 'latest'}.json`,
  JSON.stringify(
    {
      ...result,
      at: new Date().toISOString(),
      underLoad: load,
      memory,
      memoryBudgetsMb,
      overMemoryBudget: over,
      publish,
    },
    null,
    2,
  ),
);
process.exit(over.length && process.env.BENCH_MEMORY_ENFORCE === 'true' ? 1 : 0);
