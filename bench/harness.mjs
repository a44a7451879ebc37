import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

/** What both benches share: the production server on a data folder, autocannon, the table and the JSON result. */
export const seconds = Number(process.env.BENCH_SECONDS ?? 8);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

/**
 * Starts the compiled server (`npm run build`) in production mode, or `command` when given; the returned stop() ends
 * its whole process group. With BENCH_CPU_PROF=<folder> the server runs under `node --cpu-prof` and writes its
 * profile there when it stops.
 */
/** The `node …` part of package.json's start script: the server with `npm start`'s Node flags (its environment below). */
const startScript = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start;
export const startCommand = startScript.slice(startScript.indexOf('node ')).split(' ');

export function startServer({ port, dataDir, env = {}, command = startCommand }) {
  const profileDir = process.env.BENCH_CPU_PROF;
  const [program, ...args] = command;
  const server = spawn(program, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, ...args] : args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      // glibc reads its malloc settings at process start, as `npm start` sets them (docs/performance.md, Memory).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
      ...env,
    },
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
  /** Settles when the server process has ended (its database released). */
  const exited = new Promise((resolve) => server.once('exit', resolve));
  return { base: `http://127.0.0.1:${port}`, pid: server.pid, stop, exited };
}

/** Settles once `url` answers 2xx; a server still starting is asked again every half second. */
export async function waitForUrl(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** A fresh data folder is seeded before the server answers: BENCH_START_SECONDS (300) allows for a busy machine. */
const startSeconds = Number(process.env.BENCH_START_SECONDS ?? 300);
export const waitForHealth = (base, timeoutMs = startSeconds * 1000) => waitForUrl(`${base}/api/health`, timeoutMs);

/** The newest live ad, for the detail targets. */
export async function firstLiveAdId(base) {
  const res = await fetch(`${base}/api/v1/ads?pageSize=1`);
  const body = await res.json();
  const id = body.data?.[0]?.id;
  if (!id) throw new Error('no live ad to benchmark the detail targets with');
  return id;
}

/** A stored instant value estimate, for the result page's target. */
export async function createValuation(base, input) {
  const res = await fetch(`${base}/api/v1/valuations/ive`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  const id = (await res.json()).data?.id;
  if (!id) throw new Error(`no estimate to benchmark its result page with (${res.status})`);
  return id;
}

/** A demo member's access token (code from the demo outbox), for the signed-in targets. */
export async function demoMemberToken(base, phone) {
  const post = (path, json) =>
    fetch(`${base}/api/v1/auth/users/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
  await post('sendOTP', { phone });
  const outbox = await (await fetch(`${base}/api/dev/outbox?to=${phone}`)).json();
  const otp = outbox.data?.[0]?.body.match(/\d{6}/)?.[0];
  if (!otp) throw new Error(`no sign-in code for ${phone} in the demo outbox`);
  const token = (await (await post('login', { phone, otp, fcmToken: null })).json()).data?.token;
  if (!token) throw new Error(`demo member ${phone} could not sign in`);
  return token;
}

/** The newest published news article, for the article target. */
export async function firstNewsSlug(base) {
  const body = await (await fetch(`${base}/api/v1/news?pageSize=1`)).json();
  const slug = body.data?.[0]?.slug;
  if (!slug) throw new Error('no published article to benchmark the article target with');
  return slug;
}

/**
 * autocannon stops on time with requests still in flight; the server finishes them after it. Waits until the
 * reference endpoint answers quickly again, so one target's backlog (slow pages) is not measured as the next one's.
 */
async function settle(base) {
  const deadline = Date.now() + 15_000;
  let quick = 0;
  while (quick < 5 && Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${base}/api/ping`);
    quick = performance.now() - started < 5 ? quick + 1 : 0;
  }
}

/** A target's request for autocannon: a JSON write (an estimate) sends the same body every time. */
const requestOf = ({ headers = {}, method = 'GET', json }) =>
  json === undefined
    ? { method, headers }
    : { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(json) };

/** A target that answers anything but 2xx (a page not built yet) is reported and skipped, not fatal. */
async function measure(base, target) {
  await settle(base);
  const { path } = target;
  const request = requestOf(target);
  const probe = await fetch(base + path, request);
  if (!probe.ok) return { skipped: `answers ${probe.status}` };
  // One second under the same load first, unmeasured: every target (the references too) is measured warm, not the
  // first one after the server's start paying for the JIT and its caches.
  await autocannon({ url: base + path, ...request, connections, duration: 1 });
  await settle(base);
  // The same monotonic clock (µs) as V8's CPU profiles, to find this target's stretch in the server's profile.
  const startedUs = Number(process.hrtime.bigint() / 1000n);
  const result = await autocannon({ url: base + path, ...request, connections, duration: seconds });
  const window = [startedUs, Number(process.hrtime.bigint() / 1000n)];
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, window };
}

/**
 * A page under heavy load (autocannon's 10 s timeout) while a light probe measures an API endpoint in the same run:
 * rendering must not starve the API.
 */
export async function underLoad(base, { path, probe, connections = 50, duration = 20, probeRate = 20 }) {
  await settle(base);
  for (let i = 0; i < 10; i++) await fetch(base + path);
  const [load, api] = await Promise.all([
    autocannon({ url: base + path, connections, duration, timeout: 10 }),
    autocannon({ url: base + probe, connections: 1, duration, overallRate: probeRate }),
  ]);
  const result = {
    path,
    probe,
    connections,
    duration,
    rps: load.requests.average,
    p50: load.latency.p50,
    p99: load.latency.p99,
    max: load.latency.max,
    timeouts: load.timeouts,
    non2xx: load.non2xx,
    probeP50: api.latency.p50,
    probeP99: api.latency.p99,
    probeMax: api.latency.max,
  };
  console.log(
    `\n${path} under ${connections} connections for ${duration} s, ${probe} probed ${probeRate}/s in the same run`,
  );
  console.log(
    `  ${path}: ${result.rps.toFixed(1)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms, ${result.timeouts} timeouts, ${result.non2xx} non-2xx  (target: 0 timeouts, p99 ≤ 1000 ms)`,
  );
  console.log(
    `  ${probe}: p50 ${result.probeP50} ms, p99 ${result.probeP99} ms, max ${result.probeMax} ms  (target: p99 ≤ 100 ms)`,
  );
  return result;
}

/** Measures every target and then its reference, with the ratio of the two; prints and writes the results. */
export async function runBench({ title, base, references, targets, resultFile }) {
  // A process just started is still compiling its hot paths: the first target measured after the start did about 20 %
  // fewer requests a second than the same target measured again later in the run. Every target first gets one second
  // under load, unmeasured, before any is measured.
  for (const target of targets)
    await autocannon({ url: base + target.path, ...requestOf(target), connections, duration: 1 });
  const rows = [];
  for (const target of targets) {
    const m = await measure(base, target);
    // The machine's speed drifts over a run (a virtual machine's CPU credit runs down): each target is compared with
    // its reference measured right after it, under the same conditions, not once at the start.
    const reference = references[target.reference];
    const ref = m.skipped ? undefined : await measure(base, reference);
    rows.push({ ...target, ...m, ratio: ref ? m.rps / ref.rps : null, refName: reference.name, refRps: ref?.rps });
  }

  const fmt = (n, d = 0) => n.toFixed(d).padStart(8);
  console.log(`\n${title}: ${connections} connections, ${seconds} s per target, loopback, production build\n`);
  console.log(
    `${'target'.padEnd(48)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  ratio to the reference measured after it`,
  );
  for (const r of rows) {
    if (r.skipped) console.log(`${r.name.padEnd(48)} skipped: ${r.skipped}`);
    else
      console.log(
        `${r.name.padEnd(48)} ${fmt(r.rps)} ${fmt(r.p50, 1)} ${fmt(r.p99, 1)}  ${r.ratio.toFixed(3)} of ${r.refName} (${r.refRps.toFixed(0)} req/s)`,
      );
  }

  for (const r of rows.filter((row) => row.page && !row.skipped)) {
    const page = rows.find((row) => row.path === r.page && !row.skipped);
    const against = page
      ? `${(r.rps / page.rps).toFixed(2)} × the page ${r.page} (${page.rps.toFixed(0)} req/s) in this run`
      : `the page ${r.page} was not measured`;
    console.log(
      `\n${r.name}: ${r.rps.toFixed(0)} req/s, ${against}; p99 ${r.p99} ms (target: ≥ 1 × the page, p99 ≤ ${r.p99Budget} ms)`,
    );
    r.pageRatio = page ? r.rps / page.rps : null;
  }

  mkdirSync('bench/results', { recursive: true });
  const result = { at: new Date().toISOString(), seconds, connections, references, targets: rows };
  writeFileSync(`bench/results/${resultFile}`, JSON.stringify(result, null, 2));
  return result;
}
