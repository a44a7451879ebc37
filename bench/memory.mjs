import { readdirSync, readFileSync } from 'node:fs';

/**
 * Resident memory of the server started by the bench, read from /proc (Linux): the primary, each render worker (the
 * processes forked with MANZIL_ROLE=render), and the launcher (npx and the tsx command line, which `npm start` runs too
 * but which serve nothing). Budgets (issue 35): primary ≤ 600 MB idle with the demo data and ≤ 900 MB under the
 * 50-connection load, each render worker ≤ 400 MB.
 */
export const memoryBudgetsMb = { primaryIdle: 600, primaryLoad: 900, worker: 400 };

const MB = 1024 * 1024;
const read = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/** pid → parent pid, for every process this user may read. */
function parents() {
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    // The command name (field 2) is in parentheses and may hold spaces: the fields after its closing one are plain.
    const stat = read(`/proc/${entry}/stat`);
    if (!stat) continue;
    parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
  }
  return parentOf;
}

function describe(pid) {
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(read(`/proc/${pid}/status`) ?? '')?.[1] ?? 0);
  const env = (read(`/proc/${pid}/environ`) ?? '').split('\0');
  const role = env.includes('MANZIL_ROLE=render') ? 'render' : undefined;
  const slot = env.find((v) => v.startsWith('MANZIL_RENDER_SLOT='))?.split('=')[1];
  const command = (read(`/proc/${pid}/cmdline`) ?? '').split('\0').filter(Boolean).join(' ');
  return { pid, rss: (rssKb * 1024) / MB, role, slot, command };
}

/**
 * One reading of the server's process tree under `rootPid` (what the bench spawned). The primary is the deepest
 * process running server/main that is not a render worker (npx and tsx's command line are its ancestors); an esbuild
 * service started by tsx, if any, counts as the launcher's.
 */
export function memorySnapshot(rootPid) {
  const parentOf = parents();
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) for (const [pid, parent] of parentOf) if (parent === tree[i]) tree.push(pid);
  const processes = tree.map(describe).filter((p) => p.rss > 0);
  const workers = processes.filter((p) => p.role === 'render').sort((a, b) => Number(a.slot) - Number(b.slot));
  const candidates = processes.filter((p) => p.role !== 'render' && /server\/main/.test(p.command));
  const primary = candidates.find((p) => !candidates.some((c) => parentOf.get(c.pid) === p.pid)) ?? candidates.at(-1);
  const launcher = processes.filter((p) => p !== primary && p.role !== 'render').reduce((sum, p) => sum + p.rss, 0);
  return { primary: primary?.rss ?? NaN, workers: workers.map((w) => ({ slot: w.slot, rss: w.rss })), launcher };
}

/** Samples the tree every `intervalMs` until stop() is called; stop() returns the highest reading of each process. */
export function sampleMemory(rootPid, intervalMs = 500) {
  const peak = { primary: 0, workers: [], launcher: 0 };
  const take = () => {
    const now = memorySnapshot(rootPid);
    peak.primary = Math.max(peak.primary, now.primary);
    peak.launcher = Math.max(peak.launcher, now.launcher);
    for (const w of now.workers) {
      const seen = peak.workers.find((p) => p.slot === w.slot);
      if (seen) seen.rss = Math.max(seen.rss, w.rss);
      else peak.workers.push({ ...w });
    }
  };
  take();
  const timer = setInterval(take, intervalMs);
  return () => {
    clearInterval(timer);
    take();
    return peak;
  };
}

/**
 * Where the memory of each process goes, from the server's own /metrics (loopback needs no token): V8's heap, memory
 * outside it (Buffers, WebAssembly), PGlite's WebAssembly memory and the encoded-page cache, in MB per process label.
 */
export async function memoryBreakdown(base) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const wanted = {
    process_resident_memory_bytes: 'rss',
    nodejs_heap_size_used_bytes: 'heapUsed',
    nodejs_heap_size_total_bytes: 'heapTotal',
    nodejs_external_memory_bytes: 'external',
    manzil_pglite_memory_bytes: 'pglite',
    manzil_encoded_pages_bytes: 'encodedPages',
  };
  const byProcess = {};
  for (const line of text.split('\n')) {
    const match = /^(\w+)\{([^}]*)\} ([\d.e+]+)$/.exec(line);
    if (!match || !(match[1] in wanted)) continue;
    const name = /process="([^"]+)"/.exec(match[2])?.[1] ?? 'primary';
    (byProcess[name] ??= {})[wanted[match[1]]] = Number(match[3]) / MB;
  }
  return byProcess;
}

const mb = (n) => (Number.isNaN(n) ? '   –' : `${n.toFixed(0).padStart(4)} MB`);
const flag = (value, budget) => (value > budget ? `  OVER BUDGET (≤ ${budget} MB)` : `  (≤ ${budget} MB)`);

/** Prints one reading with the budgets; returns the budgets it broke, as sentences. */
export function printMemory(label, reading, primaryBudget) {
  const over = [];
  const workers = reading.workers
    .map((w) => `render-${w.slot} ${mb(w.rss)}${flag(w.rss, memoryBudgetsMb.worker)}`)
    .join(', ');
  console.log(
    `  ${label.padEnd(34)} primary ${mb(reading.primary)}${flag(reading.primary, primaryBudget)}${workers ? `; ${workers}` : ''}; launcher (npx, tsx) ${mb(reading.launcher)}`,
  );
  if (reading.primary > primaryBudget)
    over.push(`${label}: primary ${reading.primary.toFixed(0)} MB > ${primaryBudget} MB`);
  for (const w of reading.workers)
    if (w.rss > memoryBudgetsMb.worker)
      over.push(`${label}: render-${w.slot} ${w.rss.toFixed(0)} MB > ${memoryBudgetsMb.worker} MB`);
  return over;
}

/** Prints the /metrics breakdown per process. */
export function printBreakdown(label, breakdown) {
  for (const [name, m] of Object.entries(breakdown)) {
    const parts = [
      `RSS ${mb(m.rss)}`,
      `V8 heap ${mb(m.heapUsed)} used of ${mb(m.heapTotal)}`,
      `external ${mb(m.external)}`,
    ];
    if (m.pglite) parts.push(`PGlite WebAssembly ${mb(m.pglite)}`);
    if (m.encodedPages !== undefined) parts.push(`encoded pages ${mb(m.encodedPages)}`);
    console.log(`  ${label.padEnd(34)} ${name.padEnd(9)} ${parts.join(' · ')}`);
  }
}
