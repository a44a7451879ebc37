import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError } from './api-error';
import { createApiClient, readData, readJson, type ApiClientOptions } from './client';
import { paginated } from './pagination';
import { retryStatuses } from './retry-policy';

type Received = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
type Handler = (request: Received, response: ServerResponse) => void;

const visitorId = '0b6c1f9e-3f4a-4c55-9d2e-8a1b2c3d4e5f';
const received: Received[] = [];
let handler: Handler;

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const request = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks).toString(),
    };
    received.push(request);
    handler(request, res);
  });
});
let baseUrl = '';

function reply(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

function errorBody(status: number) {
  return { code: `E${status}`, message: `failed with ${status}` };
}

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl,
    getLocale: () => 'ar',
    getVisitorId: () => visitorId,
    retryDelayMs: 0,
    ...overrides,
  });
}

/** An access token that the fake server accepts only once reauthentication has replaced it. */
function session(options: { reauthResult?: () => Promise<string | undefined>; updatesStore?: boolean } = {}) {
  let token: string | undefined = 'stale';
  const reauthenticate = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const fresh = options.reauthResult ? await options.reauthResult() : 'fresh';
    if (options.updatesStore !== false) token = fresh;
    return fresh;
  });
  const onAuthFailure = vi.fn(() => {
    token = undefined;
  });
  return { reauthenticate, onAuthFailure, getAccessToken: () => token };
}

const acceptFreshToken: Handler = (req, res) =>
  req.headers.authorization === 'Bearer fresh'
    ? reply(res, 200, { data: { path: req.path } })
    : reply(res, 401, errorBody(401));

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  handler = (_req, res) => reply(res, 200, { data: { ok: true } });
});

describe('retries', () => {
  it.each(retryStatuses)('GET answered %i is attempted exactly twice', async (status) => {
    handler = (_req, res) => reply(res, status, errorBody(status));
    await expect(client().get('things')).rejects.toMatchObject({ name: 'ApiError', status, code: `E${status}` });
    expect(received).toHaveLength(2);
  });

  it.each(['HEAD', 'OPTIONS'])('%s is retried once like GET', async (method) => {
    handler = (_req, res) => reply(res, 503);
    await expect(client()('things', { method })).rejects.toBeInstanceOf(ApiError);
    expect(received).toHaveLength(2);
  });

  const bodyMethods = ['post', 'put', 'patch', 'delete'] as const;
  it.each(bodyMethods.flatMap((method) => retryStatuses.map((status) => [method, status] as const)))(
    '%s answered %i is attempted exactly once',
    async (method, status) => {
      handler = (_req, res) => reply(res, status, errorBody(status));
      await expect(client()[method]('things', { json: { a: 1 } })).rejects.toMatchObject({ status });
      expect(received).toHaveLength(1);
    },
  );

  it.each([400, 404, 422])('GET answered %i is not retried', async (status) => {
    handler = (_req, res) => reply(res, status, errorBody(status));
    await expect(client().get('things')).rejects.toMatchObject({ status });
    expect(received).toHaveLength(1);
  });

  it('a retry that succeeds resolves the call', async () => {
    handler = (_req, res) => (received.length === 1 ? reply(res, 503) : reply(res, 200, { data: 'second' }));
    await expect(readData(z.string(), client().get('things'))).resolves.toBe('second');
    expect(received).toHaveLength(2);
  });

  it('waits for Retry-After', async () => {
    handler = (_req, res) => reply(res, 429, errorBody(429), { 'retry-after': '0.2' });
    const started = performance.now();
    await expect(client().get('things')).rejects.toMatchObject({ status: 429 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(180);
  });

  it('keeps Retry-After on the error of a refused POST', async () => {
    handler = (_req, res) => reply(res, 429, errorBody(429), { 'retry-after': '42' });
    await expect(client().post('things', { json: {} })).rejects.toMatchObject({ status: 429, retryAfterSeconds: 42 });
    expect(received).toHaveLength(1);
  });

  it('caps a long Retry-After', async () => {
    handler = (_req, res) => reply(res, 503, errorBody(503), { 'retry-after': '3600' });
    const started = performance.now();
    await expect(client({ maxRetryAfterMs: 50 }).get('things')).rejects.toMatchObject({ status: 503 });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(received).toHaveLength(2);
  });
});

describe('headers', () => {
  it.each(['ar', 'en'] as const)('sends x-localization=%s, x-platform and x-uuid', async (locale) => {
    await client({ getLocale: () => locale }).get('things');
    expect(received[0]?.headers).toMatchObject({ 'x-localization': locale, 'x-platform': 'web', 'x-uuid': visitorId });
  });

  it('sends the bearer token when logged in', async () => {
    await client({ getAccessToken: () => 'abc' }).get('things');
    expect(received[0]?.headers.authorization).toBe('Bearer abc');
  });

  it('omits Authorization and x-uuid when there is neither', async () => {
    await client({ getAccessToken: () => undefined, getVisitorId: () => undefined }).get('things');
    expect(received[0]?.headers).not.toHaveProperty('authorization');
    expect(received[0]?.headers).not.toHaveProperty('x-uuid');
  });

  it('uses the v1 prefix by default and v2 on request', async () => {
    await client().get('things');
    await client({ version: 'v2' }).get('subscriptions/packages/home');
    expect(received.map((r) => r.path)).toEqual(['/api/v1/things', '/api/v2/subscriptions/packages/home']);
  });
});

describe('401 and reauthentication', () => {
  it('10 parallel 401s share one reauthentication and each is retried once with the new token', async () => {
    handler = acceptFreshToken;
    const auth = session();
    const api = client(auth);
    const calls = Array.from({ length: 10 }, (_, i) =>
      readData(
        z.object({ path: z.string() }),
        i % 2 ? api.get(`things/${i}`) : api.post(`things/${i}`, { json: { i } }),
      ),
    );
    const results = await Promise.all(calls);
    expect(results.map((r) => r.path)).toEqual(Array.from({ length: 10 }, (_, i) => `/api/v1/things/${i}`));
    expect(auth.reauthenticate).toHaveBeenCalledTimes(1);
    expect(received.filter((r) => r.headers.authorization === 'Bearer stale')).toHaveLength(10);
    const retried = received.filter((r) => r.headers.authorization === 'Bearer fresh');
    expect(retried).toHaveLength(10);
    expect(retried.filter((r) => r.method === 'POST').map((r) => JSON.parse(r.body))).toEqual(
      expect.arrayContaining([{ i: 0 }, { i: 2 }, { i: 4 }, { i: 6 }, { i: 8 }]),
    );
    expect(auth.onAuthFailure).not.toHaveBeenCalled();
  });

  it('uses the returned token even when the token source is not updated', async () => {
    handler = acceptFreshToken;
    const auth = session({ updatesStore: false });
    const api = client(auth);
    await Promise.all(Array.from({ length: 5 }, () => api.get('things')));
    expect(auth.reauthenticate).toHaveBeenCalledTimes(1);
    expect(received.filter((r) => r.headers.authorization === 'Bearer fresh')).toHaveLength(5);
  });

  it('v1 and v2 clients built with the same reauthenticate share the refresh', async () => {
    handler = acceptFreshToken;
    const auth = session();
    await Promise.all([client(auth).get('a'), client({ ...auth, version: 'v2' }).get('b')]);
    expect(auth.reauthenticate).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['is refused', async () => undefined, 1],
    ['could not be asked (no network, a server error)', async () => Promise.reject(new Error('fetch failed')), 0],
  ])(
    'when reauthentication %s: every call rejects with ApiError, and only a refusal ends the session',
    async (_, reauthResult, failures) => {
      handler = acceptFreshToken;
      const auth = session({ reauthResult });
      const api = client(auth);
      const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_x, i) => api.get(`things/${i}`)));
      for (const outcome of outcomes) {
        expect(outcome.status).toBe('rejected');
        if (outcome.status === 'rejected')
          expect(outcome.reason).toMatchObject({ name: 'ApiError', status: 401, code: 'E401' });
      }
      expect(auth.reauthenticate).toHaveBeenCalledTimes(1);
      expect(auth.onAuthFailure).toHaveBeenCalledTimes(failures);
      expect(received).toHaveLength(10);
    },
  );

  it('a second 401 after reauthentication does not loop', async () => {
    handler = (_req, res) => reply(res, 401, errorBody(401));
    const auth = session();
    await expect(client(auth).get('things')).rejects.toMatchObject({ status: 401 });
    expect(received.map((r) => r.headers.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(auth.reauthenticate).toHaveBeenCalledTimes(1);
  });

  it('a 401 without an access token does not reauthenticate', async () => {
    handler = (_req, res) => reply(res, 401, errorBody(401));
    const auth = { ...session(), getAccessToken: () => undefined };
    await expect(client(auth).get('things')).rejects.toMatchObject({ status: 401 });
    expect(received).toHaveLength(1);
    expect(auth.reauthenticate).not.toHaveBeenCalled();
  });

  it('the status retry and the reauthentication retry are counted apart', async () => {
    handler = (req, res) => (received.length === 1 ? reply(res, 503) : acceptFreshToken(req, res));
    const auth = session();
    await expect(readData(z.object({ path: z.string() }), client(auth).get('things'))).resolves.toEqual({
      path: '/api/v1/things',
    });
    expect(received).toHaveLength(3);
  });
});

describe('errors and bodies', () => {
  it('turns an error body into ApiError with code, message and fieldErrors', async () => {
    const body = { code: 'VALIDATION_FAILED', message: 'يرجى تصحيح الحقول', fieldErrors: { phone: ['رقم غير صحيح'] } };
    handler = (_req, res) => reply(res, 400, body);
    const error = await client()
      .post('members/contactUs', { json: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ ...body, status: 400 });
  });

  it('falls back to INTERNAL when the error body is not the API shape', async () => {
    handler = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    };
    await expect(client().get('things')).rejects.toMatchObject({ name: 'ApiError', code: 'INTERNAL', status: 502 });
  });

  it('reports a network failure as NETWORK', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(client({ baseUrl: `http://127.0.0.1:${port}/api` }).get('things')).rejects.toMatchObject({
      name: 'ApiError',
      code: 'NETWORK',
      status: 0,
    });
  });

  it('reports a timeout as TIMEOUT through readData', async () => {
    handler = (_req, res) => setTimeout(() => reply(res, 200, { data: 1 }), 300);
    await expect(readData(z.number(), client({ timeout: 50 }).get('slow'))).rejects.toMatchObject({
      code: 'TIMEOUT',
      status: 0,
    });
  });

  it('readData parses data and rejects a body that breaks the contract', async () => {
    handler = (_req, res) => reply(res, 200, { data: [{ id: 1, name: 'حولي' }] });
    const schema = z.array(z.object({ id: z.number(), name: z.string() }));
    await expect(readData(schema, client().get('common/areas'))).resolves.toEqual([{ id: 1, name: 'حولي' }]);
    await expect(readData(z.array(z.string()), client().get('common/areas'))).rejects.toMatchObject({
      code: 'INTERNAL',
      status: 200,
    });
  });

  it('readJson reads a paginated page', async () => {
    const page = { data: [{ id: 1 }], totalItems: 11, currentPage: 2, pageSize: 10 };
    handler = (_req, res) => reply(res, 200, page);
    await expect(readJson(paginated(z.object({ id: z.number() })), client().get('members/ads/1'))).resolves.toEqual(
      page,
    );
  });
});
