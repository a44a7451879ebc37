import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { sameOriginWrites, type OriginPolicy } from './same-origin';

// These checks must hold without a trusted proxy (the vitest default trusts one for the client-address tests).
vi.hoisted(() => {
  process.env.TRUST_PROXY = 'false';
  process.env.PUBLIC_BASE_URL = 'http://localhost:3000';
});

const appWith = (policy?: OriginPolicy) =>
  new Hono()
    .use(sameOriginWrites(policy))
    .post('/write', (c) => c.body(null, 204))
    .onError((err, c) => c.json({ code: (err as ApiError).code }, (err as ApiError).status));

const fromPeer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

const write = (app: ReturnType<typeof appWith>, headers: Record<string, string>, peer = '203.0.113.7') =>
  app.request('http://localhost:3000/write', { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, fromPeer(peer));

describe('same-origin writes', () => {
  const demo = appWith();
  const production = appWith({ publicBaseUrl: 'https://manzil.com.kw', demo: false });

  it('accepts the origin of PUBLIC_BASE_URL and requests without Origin', async () => {
    expect((await write(demo, { origin: 'http://localhost:3000', host: 'localhost:3000' })).status).toBe(204);
    expect((await write(production, { origin: 'https://manzil.com.kw', host: 'manzil.com.kw' })).status).toBe(204);
    expect((await write(production, {})).status).toBe(204);
  });

  it.each([
    ['a foreign origin', { origin: 'https://evil.example', host: 'manzil.com.kw' }],
    ['the same host on another port', { origin: 'https://manzil.com.kw:8443', host: 'manzil.com.kw:8443' }],
    ['the same host over plain http', { origin: 'http://manzil.com.kw', host: 'manzil.com.kw' }],
    ['a forged X-Forwarded-Host', { origin: 'https://evil.example', host: 'manzil.com.kw', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
    ['an Origin that matches the forged Host', { origin: 'https://evil.example', host: 'evil.example' }],
    ['a malformed Origin', { origin: 'not an origin' }],
    ['an opaque origin', { origin: 'null' }],
  ])('refuses %s with 403', async (_, headers) => {
    const res = await write(production, headers);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'CROSS_SITE_REQUEST' });
  });

  it('refuses the same host on another port or scheme in demo too', async () => {
    expect((await write(demo, { origin: 'http://localhost:4000', host: 'localhost:3000' })).status).toBe(403);
    expect((await write(demo, { origin: 'https://localhost:3000', host: 'localhost:3000' })).status).toBe(403);
    expect((await write(demo, { origin: 'http://evil.example', host: 'localhost:3000', 'x-forwarded-host': 'evil.example' })).status).toBe(403);
  });

  it('in demo, accepts a page of this server opened under a loopback name from this machine, and nothing else', async () => {
    expect((await write(demo, { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }, '127.0.0.1')).status).toBe(204);
    expect((await write(demo, { origin: 'http://localhost:4000', host: 'localhost:4000' }, '::1')).status).toBe(204);
    expect((await write(demo, { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }, '192.168.1.20')).status).toBe(403);
    expect((await write(demo, { origin: 'http://localhost:4000', host: 'localhost:3000', 'x-forwarded-host': 'localhost:4000' }, '127.0.0.1')).status).toBe(403);
    expect((await write(demo, { origin: 'http://rebound.example:3000', host: 'rebound.example:3000' }, '127.0.0.1')).status).toBe(403);
    expect((await write(production, { origin: 'http://localhost:3000', host: 'localhost:3000' }, '127.0.0.1')).status).toBe(403);
  });

  it('refuses a cross-site fetch without Origin', async () => {
    expect((await write(production, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });
});
