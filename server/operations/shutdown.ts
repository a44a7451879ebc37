import type { Server } from 'node:http';
import { config } from '../config';
import { database } from '../db/client';
import { stopJobQueue } from '../jobs/queue';
import { closeRateLimitStore } from '../lib/rate-limit';
import { logger } from '../logger';
import { stopServingBackups } from './backup';
import { markDraining } from './health';

/** How often connections left idle between two keep-alive requests are closed while the server drains. */
const IDLE_SWEEP_MS = 100;

/**
 * Takes no new connection and lets the requests in flight finish, up to `timeoutMs`; then cuts the connections left.
 * A keep-alive connection is closed as soon as it is idle, so a client that keeps one open does not hold the drain.
 */
export function drainServer(server: Server, timeoutMs: number): Promise<{ timedOut: boolean }> {
  return new Promise((resolve) => {
    const finish = (timedOut: boolean) => {
      clearInterval(idle);
      clearTimeout(deadline);
      resolve({ timedOut });
    };
    const idle = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      finish(true);
    }, timeoutMs);
    server.close(() => finish(false));
    server.closeIdleConnections();
  });
}

export type RunningServer = { server: Server; stopRenderWorkers?: () => void };

/**
 * Ends this process's work in order: readiness answers 503 at once; the server takes no new connection while its
 * requests in flight and the jobs running get SHUTDOWN_TIMEOUT_SECONDS to finish (a job still running then is failed
 * and retried later); then the render workers stop (every page they were rendering has been answered) and the
 * backup socket, Redis and the database close.
 */
export async function shutDown(
  { server, stopRenderWorkers }: RunningServer,
  timeoutMs = config().SHUTDOWN_TIMEOUT_SECONDS * 1000,
): Promise<void> {
  markDraining();
  const [requests] = await Promise.all([drainServer(server, timeoutMs), stopJobQueue({ drainMs: timeoutMs })]);
  if (requests.timedOut) logger.warn({ timeoutMs }, 'requests still running at the shutdown timeout were cut');
  stopRenderWorkers?.();
  await stopServingBackups();
  await closeRateLimitStore();
  await database().close();
}

/** SIGTERM or SIGINT shuts the process down gracefully; a second one ends it at once. */
export function shutDownOnSignals(running: RunningServer): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: stopping now');
      process.exit(1);
    }
    stopping = true;
    logger.info(
      { signal, timeoutSeconds: config().SHUTDOWN_TIMEOUT_SECONDS },
      'shutting down: draining requests and jobs',
    );
    shutDown(running).then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
