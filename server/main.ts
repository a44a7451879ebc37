import { createServer, type RequestListener } from 'node:http';
import { availableParallelism } from 'node:os';
import compression from 'compression';
import { getRequestListener } from '@hono/node-server';
import next from 'next';
import { config } from './config';
import { logger } from './logger';
import { isRenderWorker } from './db/primary-database';
import { isClockMessage, setClockOffset } from './lib/clock';
import { revalidatePagesAt, setPageInvalidator } from './lib/page-cache';
import { applyPageSecurityHeaders, applyStoredPagePolicy, varyPagesByCookie } from './lib/security-headers';
import { buildAssets, isBuildAsset } from './web/build-assets';
import { pageRequestUrl } from './web/page-url';
import { publicAddressWarning } from './web/public-address-warning';
import { reuseEncodedCachedPages } from './web/encoded-pages';
import { isLoopback } from './lib/loopback';
import {
  answerMetricsRequests,
  countPageCache,
  isMetricsPath,
  observePageRequest,
  serveMetrics,
  setRenderWorkerMetrics,
} from './operations/metrics';

/** The pages: Next's request handler, in a render worker (production) or in the one process (development). */
async function startPages(): Promise<RequestListener> {
  const { NODE_ENV, APP_ENV } = config();
  const production = APP_ENV === 'production';
  const dev = NODE_ENV !== 'production';
  const nextApp = next({ dev });
  const nextHandler = nextApp.getRequestHandler();
  await nextApp.prepare();
  // Pages are compressed here rather than by Next (compress: false) so the cached-page nonce check below sees plain HTML.
  const compress = compression();

  return (req, res) => {
    const url = req.url ?? '/';
    applyPageSecurityHeaders(req, res, { production, dev });
    // Build assets have content-hashed names and never depend on the visitor.
    if (!url.startsWith('/_next/static/')) varyPagesByCookie(res);
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {});
    reuseEncodedCachedPages(req, res);
    countPageCache(res);
    applyStoredPagePolicy(res, dev);
    return nextHandler(req, res);
  };
}

/**
 * The one entry point, the primary: /api goes straight to the hono app, every other request to the pages. In
 * production the pages render in worker processes (one fewer than the cores by default, RENDER_WORKERS), so
 * rendering never holds up the API; the development server renders in this process.
 */
async function main() {
  const { PORT, HOST, NODE_ENV, RENDER_WORKERS, APP_ENV } = config();
  // Loaded here, not at the top: a render worker runs this file too and needs none of the API, jobs or database
  // modules, which would otherwise take memory in every worker (docs/performance.md, Memory).
  const [{ startBackend }, { startRenderWorkers }, { shutDownOnSignals }] = await Promise.all([
    import('./start'),
    import('./web/render-workers'),
    import('./operations/shutdown'),
  ]);
  const app = await startBackend();
  const apiListener = getRequestListener(app.fetch);

  const workerCount = NODE_ENV === 'production' ? (RENDER_WORKERS ?? Math.max(1, availableParallelism() - 1)) : 0;
  const workers = workerCount > 0 ? await startRenderWorkers(workerCount) : undefined;
  const pages = workers?.proxy ?? (await startPages());
  // The development server builds its assets on demand and serves them itself.
  const assets = NODE_ENV === 'production' ? buildAssets() : undefined;

  setRenderWorkerMetrics(workers?.metrics);

  const browsedAt = APP_ENV === 'demo' ? publicAddressWarning(config().PUBLIC_BASE_URL, PORT) : undefined;
  const server = createServer((req, res) => {
    if (req.url === '/api' || req.url?.startsWith('/api/') || req.url?.startsWith('/api?'))
      return apiListener(req, res);
    if (isMetricsPath(req.url)) return void serveMetrics(req, res);
    const url = pageRequestUrl(req.url ?? '/');
    req.url = url;
    // Internal routes are for this process's own API only: nothing from another host reaches them.
    if (url.startsWith('/internal/') && !isLoopback(req.socket.remoteAddress)) {
      res.statusCode = 404;
      return res.end();
    }
    if (!url.startsWith('/internal/')) browsedAt?.(req.headers.host);
    if (assets && isBuildAsset(url)) {
      observePageRequest(req, res, 'asset');
      applyPageSecurityHeaders(req, res, { production: APP_ENV === 'production', dev: false });
      return assets(req, res, pages);
    }
    observePageRequest(req, res, 'page');
    return pages(req, res);
  });
  // The API's writes expire the pages' cached data through Next's own route (revalidateTag needs Next's context).
  setPageInvalidator(workers?.revalidate ?? ((tags) => revalidatePagesAt([`http://127.0.0.1:${PORT}`], tags)));
  server.listen(PORT, HOST, () =>
    logger.info(
      { port: PORT, env: config().APP_ENV, renderWorkers: workerCount },
      `Manzil ready on http://localhost:${PORT}`,
    ),
  );

  shutDownOnSignals({ server, stopRenderWorkers: workers?.stop });
}

/** A render worker: Next alone on a loopback port the primary forwards pages to; it ends with the primary. */
async function renderWorker() {
  // Before Next prepares (seconds): a worker started while the primary stopped would otherwise outlive it.
  process.on('disconnect', () => process.exit(0));
  // Ctrl-C reaches every process of the terminal's group: the primary drains the pages in flight, then stops this one.
  process.on('SIGINT', () => undefined);
  const pages = await startPages();
  const server = createServer(pages);
  server.keepAliveTimeout = 65_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ renderReady: typeof address === 'object' && address ? address.port : 0 });
  });
  answerMetricsRequests();
  process.on('message', (message) => {
    if (isClockMessage(message) && config().APP_ENV !== 'production') setClockOffset(message.clockOffsetMs);
  });
}

(isRenderWorker() ? renderWorker() : main()).catch(async (err: unknown) => (await import('./start')).failStartup(err));
