import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { references, targets } from './targets.mjs';

/**
 * Load benchmark against the production build on loopback, bounded in time. Run `npm run build` first.
 * BENCH_SECONDS (default 8) per target, BENCH_CONNECTIONS (default 10).
 */
const port = Number(process.env.BENCH_PORT ?? 3300);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const base = `http://127.0.0.1:${port}`;
const dataDir = process.env.BENCH_DATA_DIR ?? '.data-bench';

if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
const server = spawn('npx', ['tsx', 'server/main.ts'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* already stopped */
  }
};
process.on('exit', stop);

async function waitForHealth() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy within 120 s');
}

async function measure({ path, headers = {} }) {
  for (let i = 0; i < 20; i++) await fetch(base + path, { headers });
  const result = await autocannon({ url: base + path, headers, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

await waitForHealth();
const measured = {};
for (const [key, ref] of Object.entries(references)) measured[key] = { ...ref, ...(await measure(ref)) };
const rows = [];
for (const target of targets) {
  const m = await measure(target);
  const ref = measured[target.reference];
  rows.push({ ...target, ...m, ratio: m.rps / ref.rps, refName: ref.name });
}

const fmt = (n, d = 0) => n.toFixed(d).padStart(8);
console.log(`\nManzil bench: ${connections} connections, ${seconds} s per target, loopback, production build\n`);
console.log(`${'target'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  ratio to reference`);
for (const ref of Object.values(measured)) console.log(`${`[ref] ${ref.name}`.padEnd(40)} ${fmt(ref.rps)} ${fmt(ref.p50, 1)} ${fmt(ref.p99, 1)}  1.000`);
for (const r of rows) console.log(`${r.name.padEnd(40)} ${fmt(r.rps)} ${fmt(r.p50, 1)} ${fmt(r.p99, 1)}  ${r.ratio.toFixed(3)} of ${r.refName}`);

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', JSON.stringify({ at: new Date().toISOString(), seconds, connections, references: measured, targets: rows }, null, 2));
stop();
process.exit(0);
