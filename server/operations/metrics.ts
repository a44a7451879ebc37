import type { ChildProcess } from 'node:child_process';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue } from 'prom-client';
import { config } from '../config';
import { isLoopback, isRelayed } from '../lib/loopback';
import { logger } from '../logger';
import { counter, histogram, metricsRegistry } from './metrics-registry';

export type MetricsSnapshot = MetricObjectWithValues<MetricValue<string>>[];

const labelNames = ['route', 'method', 'status'] as const;
const requests = counter({
  name: 'manzil_http_requests_total',
  help: "Requests answered, by route (the API's route pattern; page or asset otherwise), method and status",
  labelNames,
});
const durations = histogram({
  name: 'manzil_http_request_duration_seconds',
  help: 'Time from a request to its answer (the API: to its headers; pages and assets: to the last byte), by route, method and status',
  labelNames,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});
const pageCache = counter({
  name: 'manzil_page_cache_lookups_total',
  help: "Cached pages served, by Next's answer (hit, stale: served and rendered again, miss)",
  labelNames: ['result'],
});

function observe(route: string, method: string, status: number, startedAt: number): void {
  const labels = { route, method, status: String(status) };
  requests.inc(labels);
  durations.observe(labels, (performance.now() - startedAt) / 1000);
}

/** The route pattern that answered (`/api/v1/ads/:id`), never the URL: one series per route, whatever paths are asked. */
function apiRoute(c: Context): string {
  const last = matchedRoutes(c).at(-1);
  // Only the app's middleware matched (`/api/*`): no route has this path.
  return !last || (last.method === 'ALL' && last.path.endsWith('*')) ? 'unmatched' : last.path;
}

/** Hono middleware: counts and times every API request by its route. */
export const observeApiRequests = createMiddleware(async (c, next) => {
  const startedAt = performance.now();
  await next();
  observe(apiRoute(c), c.req.method, c.res.status, startedAt);
});

/** A status for an answer the client left before it ended (nginx's convention). */
const CLIENT_CLOSED = 499;

/** Counts and times a page or build asset when its answer ends; a page rendered here also counts Next's cache answer. */
export function observePageRequest(req: IncomingMessage, res: ServerResponse, route: 'page' | 'asset'): void {
  const startedAt = performance.now();
  res.once('close', () =>
    observe(route, req.method ?? 'GET', res.writableFinished ? res.statusCode : CLIENT_CLOSED, startedAt),
  );
}

/** In the process that runs Next: counts its cache's answer for the page (set only on cacheable pages). */
export function countPageCache(res: ServerResponse): void {
  res.once('finish', () => {
    const answer = res.getHeader('x-nextjs-cache');
    if (typeof answer === 'string') pageCache.inc({ result: answer.toLowerCase() });
  });
}

type MetricsRequest = { metricsRequest: number };
type MetricsReply = { metricsReply: number; metrics: MetricsSnapshot };
const isMetricsRequest = (message: unknown): message is MetricsRequest =>
  typeof message === 'object' && message !== null && 'metricsRequest' in message;
const isMetricsReply = (message: unknown): message is MetricsReply =>
  typeof message === 'object' && message !== null && 'metricsReply' in message;

/** Render worker: sends its metrics when the primary asks over the IPC channel. */
export function answerMetricsRequests(): void {
  process.on('message', (message) => {
    if (!isMetricsRequest(message)) return;
    void metricsRegistry()
      .getMetricsAsJSON()
      .then((metrics) => process.send?.({ metricsReply: message.metricsRequest, metrics } satisfies MetricsReply));
  });
}

/** A render worker busy past this long is left out of one scrape rather than holding it up. */
const WORKER_REPLY_TIMEOUT_MS = 1000;
let lastRequest = 0;

/** Primary: asks one render worker for its metrics; undefined when it does not answer in time. */
export function requestWorkerMetrics(
  child: Pick<ChildProcess, 'connected' | 'send' | 'on' | 'off'>,
): Promise<MetricsSnapshot | undefined> {
  const id = ++lastRequest;
  return new Promise((resolve) => {
    if (!child.connected) return resolve(undefined);
    const done = (metrics: MetricsSnapshot | undefined) => {
      clearTimeout(timer);
      child.off('message', listener);
      resolve(metrics);
    };
    const listener = (message: unknown) => {
      if (isMetricsReply(message) && message.metricsReply === id) done(message.metrics);
    };
    const timer = setTimeout(() => done(undefined), WORKER_REPLY_TIMEOUT_MS);
    child.on('message', listener);
    child.send({ metricsRequest: id });
  });
}

let renderWorkerMetrics: (() => Promise<MetricsSnapshot[]>) | undefined;

/** The primary's render workers report with its own metrics (server/web/render-workers.ts). */
export const setRenderWorkerMetrics = (source: typeof renderWorkerMetrics) => {
  renderWorkerMetrics = source;
};

/** Every process's metrics in Prometheus's text format, each series labelled with its process (primary, render-N). */
export async function metricsText(): Promise<{ contentType: string; text: string }> {
  const snapshots = [await metricsRegistry().getMetricsAsJSON(), ...((await renderWorkerMetrics?.()) ?? [])];
  // The process label keeps every series apart: "aggregating" only lays the processes' metrics side by side.
  const merged = AggregatorRegistry.aggregate(snapshots);
  return { contentType: merged.contentType, text: await merged.metrics() };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * /metrics is for this machine's own scraper, or another host's with METRICS_TOKEN as a bearer token (compared in
 * constant time). Loopback is the connection's own address, and a request relayed by a proxy is never taken for local.
 */
export function mayReadMetrics(req: IncomingMessage, token = config().METRICS_TOKEN): boolean {
  if (isLoopback(req.socket.remoteAddress) && !isRelayed(req)) return true;
  const presented = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  return token !== undefined && presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

export const isMetricsPath = (url: string | undefined) => url === '/metrics' || url?.startsWith('/metrics?') === true;

/** GET /metrics: 404 to whoever may not read it (the same as a path that does not exist), never stored by a cache. */
export async function serveMetrics(req: IncomingMessage, res: ServerResponse): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  if (!mayReadMetrics(req) || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(404).end();
    return;
  }
  try {
    const { contentType, text } = await metricsText();
    res.writeHead(200, { 'Content-Type': contentType }).end(req.method === 'HEAD' ? undefined : text);
  } catch (err) {
    logger.error({ err }, 'metrics not gathered');
    res.writeHead(500).end();
  }
}
