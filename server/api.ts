import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { config } from './config';
import { logger } from './logger';
import { isMetricsPath, serveMetrics } from './operations/metrics';
import { shutDownOnSignals } from './operations/shutdown';
import { failStartup, startBackend } from './start';

/** The API alone, for a split deployment behind a reverse proxy that sends /api here; /metrics as on the one entry point. */
startBackend()
  .then((app) => {
    const { PORT, HOST } = config();
    const apiListener = getRequestListener(app.fetch);
    const server = createServer((req, res) =>
      isMetricsPath(req.url) ? void serveMetrics(req, res) : apiListener(req, res),
    );
    server.listen(PORT, HOST, () => logger.info({ port: PORT }, 'Manzil API ready'));
    shutDownOnSignals({ server });
  })
  .catch(failStartup);
