import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { startCommand, startServer, underLoad, waitForHealth } from './harness.mjs';

/**
 * Start-up time and resident memory of the production server, for one or more ways of starting it, in the same run:
 * `npm run bench:startup` measures the compiled server as `npm start` runs it; each argument is a command to compare (split on spaces), e.g.
 * `npm run bench:startup -- "node dist/server/main.js" "/usr/bin/node node_modules/tsx/dist/cli.mjs server/main.ts"`.
 * A first start seeds a fresh data folder (BENCH_DATA_DIR: one already seeded); then, for each command in turn,
 * STARTUP_RUNS starts (default 3) time the first 200 of /api/health/ready and of / from the spawn, and one more start
 * measures the memory of the server's whole process group (Linux, /proc) idle 10 s after its first page and at its
 * peak under 50 connections on /ads/rent.
 */
const port = Number(process.env.BENCH_PORT ?? 3301);
const dataDir = process.env.BENCH_DATA_DIR ?? '.data-bench-startup';
const runs = Number(process.env.STARTUP_RUNS ?? 3);
const commands = (process.argv.length > 2 ? process.argv.slice(2) : [startCommand.join(' ')]).map((c) => c.split(' '));

/** Resident memory (MB) of every process in the group `leader` leads: the primary, its render workers, any loader. */
function groupRssMb(leader) {
  let kb = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // The fields after the command's closing parenthesis: state, ppid, pgrp.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== leader) continue;
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      /* the process ended meanwhile */
    }
  }
  return Math.round(kb / 1024);
}

/** Milliseconds from `since` to the first 200 of `url`, asked every 50 ms. */
async function firstOk(url, since, timeoutMs = 300_000) {
  while (performance.now() - since < timeoutMs) {
    try {
      if ((await fetch(url)).status === 200) return Math.round(performance.now() - since);
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

async function timedStart(command) {
  const since = performance.now();
  const server = startServer({ port, dataDir, command });
  const ready = await firstOk(`${server.base}/api/health/ready`, since);
  const page = await firstOk(`${server.base}/`, since);
  return { server, ready, page };
}

const stopped = async (server) => {
  server.stop();
  await server.exited;
};

// A data folder of one's own (BENCH_DATA_DIR) is taken as already seeded.
if (!process.env.BENCH_DATA_DIR) {
  rmSync(dataDir, { recursive: true, force: true });
  const seeding = startServer({ port, dataDir, command: commands[0] });
  await waitForHealth(seeding.base, 600_000);
  await stopped(seeding);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = [];
for (const command of commands) {
  const starts = [];
  for (let i = 0; i < runs; i++) {
    const { server, ready, page } = await timedStart(command);
    starts.push({ ready, page });
    await stopped(server);
  }
  const { server } = await timedStart(command);
  await new Promise((r) => setTimeout(r, 10_000));
  const idleMb = groupRssMb(server.pid);
  let peakMb = 0;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, groupRssMb(server.pid))), 500);
  const load = await underLoad(server.base, { path: '/ads/rent', probe: '/api/health' });
  clearInterval(sampler);
  const afterMb = groupRssMb(server.pid);
  await stopped(server);
  results.push({
    command: command.join(' '),
    readyMs: median(starts.map((s) => s.ready)),
    pageMs: median(starts.map((s) => s.page)),
    starts,
    idleMb,
    peakMb,
    afterMb,
    loadRps: load.rps,
    loadP99: load.p99,
  });
}

console.log(`\nStart-up and memory, ${runs} starts each (median), data folder already seeded\n`);
for (const r of results) {
  console.log(r.command);
  console.log(
    `  first 200: /api/health/ready ${r.readyMs} ms, / ${r.pageMs} ms  (starts: ${r.starts.map((s) => `${s.ready}/${s.page}`).join(', ')})`,
  );
  console.log(
    `  resident memory of the process group: idle ${r.idleMb} MB, peak under 50 connections ${r.peakMb} MB, after ${r.afterMb} MB`,
  );
  console.log(`  /ads/rent under 50 connections: ${r.loadRps.toFixed(1)} req/s, p99 ${r.loadP99} ms`);
}
process.exit(0);
