import { createServer, request, Agent, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../db/client';
import { defineWorker, enqueue, startJobWorkers } from '../jobs/queue';
import { testApp } from '../testing/test-app';
import { readiness } from './health';
import { drainServer, shutDown } from './shutdown';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

async function listen(handler: RequestListener): Promise<{ server: Server; port: number }> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** A GET's status and body, or the error that ended it. */
function get(port: number, agent?: Agent): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('draining the server', () => {
  it('finishes the requests in flight, refuses new connections and does not wait for idle keep-alive ones', async () => {
    const { server, port } = await listen(
      (req, res) => void sleep(req.url === '/' ? 300 : 0).then(() => res.end('done')),
    );
    const keepAlive = new Agent({ keepAlive: true });
    expect(await get(port, keepAlive)).toEqual({ status: 200, body: 'done' });
    const inFlight = get(port);
    await sleep(50);
    const started = performance.now();
    const drained = drainServer(server, 5000);
    expect(await get(port)).toEqual({ error: 'ECONNREFUSED' });
    expect(await inFlight).toEqual({ status: 200, body: 'done' });
    expect(await drained).toEqual({ timedOut: false });
    // The idle keep-alive connection was closed, not waited for until its client let go.
    expect(performance.now() - started).toBeLessThan(2000);
    keepAlive.destroy();
  });

  it('cuts what is still running at the timeout', async () => {
    const { server, port } = await listen(() => undefined);
    const stuck = get(port);
    await sleep(50);
    expect(await drainServer(server, 200)).toEqual({ timedOut: true });
    expect(await stuck).toEqual({ error: 'ECONNRESET' });
  });
});

describe('shutting down', () => {
  beforeAll(() => testApp());

  it(
    'answers the request in flight, lets the running job finish, then closes the database',
    { timeout: 60_000 },
    async () => {
      let jobStarted!: () => void;
      const started = new Promise<void>((resolve) => (jobStarted = resolve));
      const finished: string[] = [];
      const slowJob = defineWorker<{ n: number }>({
        name: 'test-shutdown-slow',
        retryLimit: 0,
        retryDelaySeconds: 1,
        async run() {
          jobStarted();
          await sleep(800);
          finished.push('job');
        },
      });
      await startJobWorkers([slowJob]);
      await enqueue(slowJob, { n: 1 }, { idempotencyKey: 'shutdown-1' });
      await started;
      const { server, port } = await listen((_, res) => void sleep(500).then(() => res.end('answered')));
      const inFlight = get(port);
      await sleep(50);

      const stopping = shutDown({ server, stopRenderWorkers: () => finished.push('render workers') }, 10_000);
      expect((await readiness()).checks.shutdown).toBe('draining');
      expect(await inFlight).toEqual({ status: 200, body: 'answered' });
      await stopping;
      expect(finished).toEqual(['job', 'render workers']);
      await expect(db().execute('select 1')).rejects.toThrow();
    },
  );
});
