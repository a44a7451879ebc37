import { createServer } from 'node:http';
import compression from 'compression';
import { getRequestListener } from '@hono/node-server';
import next from 'next';
import { parse } from 'node:url';
import { config } from './config';
import { logger } from './logger';
import { failStartup, startBackend } from './start';
import { pageRevalidationToken, setPageInvalidator } from './lib/page-cache';
import { applyPageSecurityHeaders, keepCachedDocumentNonce, varyPagesByCookie } from './lib/security-headers';

const isLoopback = (address: string | undefined) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

/** The one entry point: /api goes straight to the hono app, every other request to Next's request handler. */
async function main() {
  const { PORT, HOST, NODE_ENV, APP_ENV } = config();
  const production = APP_ENV === 'production';
  const app = await startBackend();
  const apiListener = getRequestListener(app.fetch);

  const dev = NODE_ENV !== 'production';
  const nextApp = next({ dev });
  const nextHandler = nextApp.getRequestHandler();
  await nextApp.prepare();
  // Pages are compressed here rather than by Next (compress: false) so the cached-page nonce check below sees plain HTML.
  const compress = compression();

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return apiListener(req, res);
    // Internal routes are for this process's own API only: nothing from another host reaches them.
    if (url.startsWith('/internal/') && !isLoopback(req.socket.remoteAddress)) {
      res.statusCode = 404;
      return res.end();
    }
    applyPageSecurityHeaders(req, res, { production, dev });
    // Build assets have content-hashed names and never depend on the visitor.
    if (!url.startsWith('/_next/static/')) varyPagesByCookie(res);
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {});
    keepCachedDocumentNonce(res, dev);
    return nextHandler(req, res, parse(url, true));
  });
  // The API's writes expire the pages' cached data through Next's own route (revalidateTag needs Next's context).
  setPageInvalidator(async (tags) => {
    const res = await fetch(`http://127.0.0.1:${PORT}/internal/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidation-token': pageRevalidationToken() },
      body: JSON.stringify({ tags }),
    });
    if (!res.ok) throw new Error(`page revalidation answered ${res.status}`);
  });
  server.listen(PORT, HOST, () => logger.info({ port: PORT, env: config().APP_ENV }, `Manzil ready on http://localhost:${PORT}`));

  const shutdown = () => server.close(() => process.exit(0));
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch(failStartup);
