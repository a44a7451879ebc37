import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { Agent, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { config } from '../config';
import { database } from '../db/client';
import { RENDER_WORKER_ROLE, serveDatabaseTo } from '../db/primary-database';
import { clockOffset, onClockMoved } from '../lib/clock';
import { installationSecretText } from '../lib/installation-secret';
import { revalidatePagesAt } from '../lib/page-cache';
import type { PageCacheTag } from '../lib/page-tags';
import { logger } from '../logger';
import { requestWorkerMetrics, type MetricsSnapshot } from '../operations/metrics';
import { counter, gauge, histogram, RENDER_SLOT_VARIABLE } from '../operations/metrics-registry';

type Worker = { child: ChildProcess; port: number; inFlight: number };

const queueWait = histogram({
  name: 'manzil_render_queue_wait_seconds',
  help: 'How long a page request waited for a free render worker (0 when one was free)',
  buckets: [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});
const restarts = counter({
  name: 'manzil_render_worker_restarts_total',
  help: 'Render workers that stopped and were started again',
});

const RESTART_DELAY_MS = 1000;
const MAX_RENDERS_PER_WORKER = 4;
// Workers run at a lower scheduling priority than the primary: when the cores are busy, the API (and the proxying of
// pages already rendered) goes first, and renders take what is left.
const WORKER_NICENESS = 5;
// Hop-by-hop headers describe one connection (client to primary, or primary to worker) and are not forwarded.
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);
const endToEnd = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));

/**
 * Pages render in child processes of this one (the primary), so rendering never holds up the API's event loop and
 * every core works. Each worker runs Next on a loopback port; the primary forwards page requests to the least busy.
 */
export async function startRenderWorkers(count: number) {
  const workers: Array<Worker | undefined> = new Array(count);
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  let stopping = false;
  const db = database();
  const pglite = db.kind === 'pglite' ? db.client : undefined;
  const heapLimit = config().RENDER_WORKER_MAX_OLD_SPACE_MB;

  const live = () => workers.filter((w): w is Worker => w !== undefined);
  const leastBusy = (limit = Infinity) =>
    live().reduce<Worker | undefined>(
      (best, w) => (w.inFlight < limit && (!best || w.inFlight < best.inFlight) ? w : best),
      undefined,
    );
  const waiting: Array<(worker: Worker) => void> = [];
  const drain = () => {
    for (
      let worker = leastBusy(MAX_RENDERS_PER_WORKER);
      worker && waiting.length > 0;
      worker = leastBusy(MAX_RENDERS_PER_WORKER)
    )
      waiting.shift()!(worker);
  };

  const spawn = (slot: number) =>
    new Promise<void>((resolve, reject) => {
      // The same entry point (server/main.ts) with the same loader flags, in its render role.
      const child = fork(process.argv[1]!, process.argv.slice(2), {
        // Two glibc malloc arenas and a fixed mmap threshold, unless the operator chose: each thread's own arena keeps
        // what it freed, and large blocks freed inside an arena stay there (docs/performance.md, Memory).
        env: {
          MALLOC_ARENA_MAX: '2',
          MALLOC_MMAP_THRESHOLD_: '131072',
          ...process.env,
          ...RENDER_WORKER_ROLE,
          AUTH_SECRET: installationSecretText(),
          [RENDER_SLOT_VARIABLE]: String(slot),
        },
        execArgv: [...process.execArgv, `--max-old-space-size=${heapLimit}`],
        serialization: 'advanced',
      });
      if (child.pid) setPriority(child.pid, WORKER_NICENESS);
      if (pglite) serveDatabaseTo(child, pglite);
      child.on('message', (message) => {
        if (typeof message !== 'object' || message === null || !('renderReady' in message)) return;
        workers[slot] = { child, port: Number(message.renderReady), inFlight: 0 };
        if (clockOffset() !== 0) child.send({ clockOffsetMs: clockOffset() });
        resolve();
        drain();
      });
      child.once('exit', (code, signal) => {
        if (workers[slot]?.child === child) workers[slot] = undefined;
        if (stopping) return;
        logger.error({ code, signal, slot }, 'render worker stopped; starting another');
        restarts.inc();
        reject(new Error(`render worker exited with ${code ?? signal} before it was ready`));
        setTimeout(
          () => spawn(slot).catch((err: unknown) => logger.error({ err }, 'render worker failed to start')),
          RESTART_DELAY_MS,
        );
      });
    });

  // The test clock (never moved in production) is the primary's; the pages a worker renders read it too.
  onClockMoved((clockOffsetMs) => {
    for (const w of live()) if (w.child.connected) w.child.send({ clockOffsetMs });
  });

  await Promise.all(Array.from({ length: count }, (_, slot) => spawn(slot)));

  /** Forwards one request to a worker and its answer back, as it streams. */
  const forward = (worker: Worker, req: IncomingMessage, res: ServerResponse) => {
    worker.inFlight += 1;
    let clientGone = false;
    const upstream = request(
      {
        host: '127.0.0.1',
        port: worker.port,
        method: req.method,
        path: req.url,
        headers: endToEnd(req.headers),
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('close', () => {
      worker.inFlight -= 1;
      drain();
    });
    upstream.on('error', (err) => {
      if (clientGone) return;
      logger.warn({ err, url: req.url }, 'render worker did not answer');
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    res.on('close', () => {
      if (res.writableFinished) return;
      clientGone = true;
      upstream.destroy();
    });
    req.pipe(upstream);
  };

  /**
   * Page requests beyond a few per worker wait here, first come first served: a worker rendering fifty pages at once
   * finishes them all late (and its database queries crowd out the API's), while a short queue keeps each render fast.
   * Build assets come here only when the build has no such file: the primary sends them itself (build-assets.ts).
   */
  const proxy = (req: IncomingMessage, res: ServerResponse) => {
    const free = leastBusy(MAX_RENDERS_PER_WORKER);
    if (free) {
      queueWait.observe(0);
      return forward(free, req, res);
    }
    const queuedAt = performance.now();
    const turn = (worker: Worker) => {
      queueWait.observe((performance.now() - queuedAt) / 1000);
      forward(worker, req, res);
    };
    waiting.push(turn);
    res.on('close', () => {
      const at = waiting.indexOf(turn);
      if (at >= 0) waiting.splice(at, 1);
    });
  };

  /** Every worker keeps its own Next cache: an expiry reaches them all. */
  const revalidate = (tags: PageCacheTag[]) =>
    revalidatePagesAt(
      live().map((w) => `http://127.0.0.1:${w.port}`),
      tags,
    );

  const stop = () => {
    stopping = true;
    for (const w of workers) w?.child.kill('SIGTERM');
  };

  /** Each worker's own metrics (its event-loop lag, its page cache); one that does not answer in time is left out. */
  const metrics = async () =>
    (await Promise.all(live().map((w) => requestWorkerMetrics(w.child)))).filter(
      (m): m is MetricsSnapshot => m !== undefined,
    );

  gauge({
    name: 'manzil_render_queue_length',
    help: 'Page requests waiting for a free render worker',
    collect() {
      this.set(waiting.length);
    },
  });
  gauge({
    name: 'manzil_render_workers_busy',
    help: 'Page requests the render workers are serving',
    collect() {
      this.set(live().reduce((sum, w) => sum + w.inFlight, 0));
    },
  });
  gauge({
    name: 'manzil_render_workers_live',
    help: 'Render workers started and ready',
    collect() {
      this.set(live().length);
    },
  });

  return { proxy, revalidate, stop, metrics };
}
