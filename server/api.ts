import { serve } from '@hono/node-server';
import { config } from './config';
import { logger } from './logger';
import { failStartup, startBackend } from './start';

/** The API alone, for a split deployment behind a reverse proxy that sends /api here. */
startBackend()
  .then((app) => {
    const { PORT, HOST } = config();
    serve({ fetch: app.fetch, port: PORT, hostname: HOST }, () => logger.info({ port: PORT }, 'Manzil API ready'));
  })
  .catch(failStartup);
