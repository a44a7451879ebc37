import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { defineWorker, enqueue, startJobWorkers, stopJobQueue } from '../jobs/queue';
import { testApp } from '../testing/test-app';
import {
  mayReadMetrics,
  metricsText,
  requestWorkerMetrics,
  serveMetrics,
  setRenderWorkerMetrics,
  type MetricsSnapshot,
} from './metrics';
import { RENDER_SLOT_VARIABLE } from './metrics-registry';

let api: Awaited<ReturnType<typeof testApp>>;
let server: Server;
let port: number;

beforeAll(async () => {
  api = await testApp();
  server = createServer((req, res) => void serveMetrics(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  setRenderWorkerMetrics(undefined);
  await stopJobQueue();
  await new Promise((resolve) => server.close(resolve));
});

/** GET /metrics over a real connection from loopback. */
function scrape(headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; text: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/metrics', method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

const fakeRequest = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;
const token = 'metrics-token-of-at-least-32-characters';
const lines = (text: string, name: string) => text.split('\n').filter((line) => line.startsWith(name));

describe('who may read /metrics', () => {
  it('lets this machine in without a token, by the connection’s own address', () => {
    expect(mayReadMetrics(fakeRequest('127.0.0.1'), undefined)).toBe(true);
    expect(mayReadMetrics(fakeRequest('::1'), undefined)).toBe(true);
    expect(mayReadMetrics(fakeRequest('::ffff:127.0.0.1'), undefined)).toBe(true);
  });

  it('never takes a forwarded-for header for local: a spoofed one opens nothing, and a proxy on this machine needs the token', () => {
    expect(mayReadMetrics(fakeRequest('203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }), undefined)).toBe(false);
    expect(mayReadMetrics(fakeRequest('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }), undefined)).toBe(false);
    expect(mayReadMetrics(fakeRequest('127.0.0.1', { forwarded: 'for=203.0.113.7' }), undefined)).toBe(false);
    expect(
      mayReadMetrics(
        fakeRequest('127.0.0.1', { 'x-forwarded-for': '203.0.113.7', authorization: `Bearer ${token}` }),
        token,
      ),
    ).toBe(true);
  });

  it('lets another host in only with METRICS_TOKEN as a bearer token', () => {
    expect(mayReadMetrics(fakeRequest('203.0.113.7'), undefined)).toBe(false);
    expect(mayReadMetrics(fakeRequest('203.0.113.7', { authorization: 'Bearer anything' }), undefined)).toBe(false);
    expect(mayReadMetrics(fakeRequest('203.0.113.7'), token)).toBe(false);
    expect(mayReadMetrics(fakeRequest('203.0.113.7', { authorization: `Bearer ${token}x` }), token)).toBe(false);
    expect(mayReadMetrics(fakeRequest('203.0.113.7', { authorization: token }), token)).toBe(false);
    expect(mayReadMetrics(fakeRequest('203.0.113.7', { authorization: `Bearer ${token}` }), token)).toBe(true);
  });

  it('answers a refused or relayed scrape, and anything but GET, with 404; no answer is stored by a cache', async () => {
    const relayed = await scrape({ 'x-forwarded-for': '203.0.113.7' });
    expect(relayed).toMatchObject({ status: 404, text: '' });
    expect(relayed.headers['cache-control']).toBe('no-store');
    expect((await scrape({}, 'POST')).status).toBe(404);
  });
});

describe('what /metrics says', () => {
  it('counts and times API requests by route pattern and status, never by URL', async () => {
    await api.request('/api/v1/ads/987654');
    await api.request('/api/v1/ads/987655');
    await api.request('/api/v1/no-such-thing/123');
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const adRequests = lines(res.text, 'manzil_http_requests_total{').filter((line) =>
      line.includes('route="/api/v1/ads/:id"'),
    );
    expect(adRequests).toEqual([expect.stringMatching(/method="GET",status="404",process="primary"\} 2$/)]);
    expect(res.text).toMatch(
      /manzil_http_requests_total\{route="unmatched",method="GET",status="404",process="primary"\} 1/,
    );
    expect(res.text).not.toContain('987654');
    expect(
      lines(res.text, 'manzil_http_request_duration_seconds_bucket{').some((line) =>
        line.includes('route="/api/v1/ads/:id"'),
      ),
    ).toBe(true);
    expect(res.text).toMatch(/^nodejs_eventloop_lag_p99_seconds\{process="primary"\} /m);
  });

  it(
    'adds each render worker’s metrics, asked over its IPC channel and labelled with its slot; a silent one is left out',
    { timeout: 60_000 },
    async () => {
      const worker = fork(new URL('../testing/metrics-worker.ts', import.meta.url).pathname, {
        execArgv: ['--import', 'tsx'],
        env: { ...process.env, [RENDER_SLOT_VARIABLE]: '0' },
        serialization: 'advanced',
        stdio: 'inherit',
      });
      onTestFinished(() => void worker.kill());
      await new Promise((resolve) =>
        worker.on('message', (message) => 'ready' in (message as object) && resolve(undefined)),
      );
      const silent = Object.assign(new EventEmitter(), {
        connected: true,
        send: () => true,
      }) as unknown as ChildProcess;
      setRenderWorkerMetrics(async () =>
        (await Promise.all([requestWorkerMetrics(worker), requestWorkerMetrics(silent)])).filter(
          (m): m is MetricsSnapshot => m !== undefined,
        ),
      );
      const { text } = await metricsText();
      expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds\{process="primary"\} /m);
      expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds\{process="render-0"\} /m);
      expect(text).toMatch(/^manzil_memo_cache_lookups_total\{result="hit",process="render-0"\} 1$/m);
    },
  );

  it('counts failed job runs and shows the queue’s depth by state', { timeout: 30_000 }, async () => {
    const failing = defineWorker<{ n: number }>({
      name: 'test-metrics-failing',
      retryLimit: 1,
      retryDelaySeconds: 60,
      run: () => Promise.reject(new Error('provider down')),
    });
    await startJobWorkers([failing]);
    await enqueue(failing, { n: 1 }, { idempotencyKey: 'metrics-1' });
    let text = '';
    for (
      let tries = 0;
      tries < 40 && !/manzil_job_runs_total\{queue="test-metrics-failing",outcome="failed"/.test(text);
      tries += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      text = (await metricsText()).text;
    }
    expect(text).toMatch(
      /^manzil_job_runs_total\{queue="test-metrics-failing",outcome="failed",process="primary"\} 1$/m,
    );
    // Its retry waits out its delay.
    expect(text).toMatch(/^manzil_job_queue_depth\{queue="test-metrics-failing",state="retry",process="primary"\} 1$/m);
  });
});
