import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { ownRequestOrigin, sameOriginWrites, type OriginPolicy } from './same-origin';

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
  app.request(
    'http://localhost:3000/write',
    { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
    fromPeer(peer),
  );

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
    [
      'a forged X-Forwarded-Host',
      {
        origin: 'https://evil.example',
        host: 'manzil.com.kw',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    ],
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
    expect(
      (await write(demo, { origin: 'http://evil.example', host: 'localhost:3000', 'x-forwarded-host': 'evil.example' }))
        .status,
    ).toBe(403);
  });

  it('in demo, accepts a page of this server opened under a loopback name from this machine, and nothing else', async () => {
    expect((await write(demo, { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }, '127.0.0.1')).status).toBe(
      204,
    );
    expect((await write(demo, { origin: 'http://localhost:4000', host: 'localhost:4000' }, '::1')).status).toBe(204);
    expect(
      (await write(demo, { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }, '192.168.1.20')).status,
    ).toBe(403);
    expect(
      (
        await write(
          demo,
          { origin: 'http://localhost:4000', host: 'localhost:3000', 'x-forwarded-host': 'localhost:4000' },
          '127.0.0.1',
        )
      ).status,
    ).toBe(403);
    expect(
      (await write(demo, { origin: 'http://rebound.example:3000', host: 'rebound.example:3000' }, '127.0.0.1')).status,
    ).toBe(403);
    expect(
      (await write(production, { origin: 'http://localhost:3000', host: 'localhost:3000' }, '127.0.0.1')).status,
    ).toBe(403);
  });

  it('refuses a cross-site fetch without Origin', async () => {
    expect((await write(production, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });
});

describe('the origin a payment returns to', () => {
  const returnsTo = async (policy: OriginPolicy, headers: Record<string, string>, peer = '203.0.113.7') => {
    const app = new Hono().get('/', (c) => c.text(ownRequestOrigin(c, policy)));
    return (await app.request('http://localhost:3000/', { headers }, fromPeer(peer))).text();
  };
  const demo = { publicBaseUrl: 'http://localhost:3000', demo: true };
  const production = { publicBaseUrl: 'https://manzil.com.kw', demo: false };

  it('is the page the member browsed when it is the site’s own: PUBLIC_BASE_URL, or in demo a loopback name on this machine', async () => {
    expect(await returnsTo(demo, { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }, '127.0.0.1')).toBe(
      'http://127.0.0.1:3000',
    );
    expect(await returnsTo(demo, { origin: 'http://localhost:3000', host: 'localhost:3000' })).toBe(
      'http://localhost:3000',
    );
    expect(await returnsTo(production, { origin: 'https://manzil.com.kw', host: 'manzil.com.kw' })).toBe(
      'https://manzil.com.kw',
    );
  });

  it.each([
    ['no Origin', {}, '127.0.0.1'],
    ['a foreign origin', { origin: 'https://evil.example', host: 'evil.example' }, '127.0.0.1'],
    [
      'a loopback name from another machine',
      { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
      '192.168.1.20',
    ],
    ['a malformed Origin', { origin: 'javascript:alert(1)' }, '127.0.0.1'],
  ])('is PUBLIC_BASE_URL for %s (never an address a request picks)', async (_, headers, peer) => {
    expect(await returnsTo(demo, headers, peer)).toBe('http://localhost:3000');
    expect(await returnsTo(production, headers, peer)).toBe('https://manzil.com.kw');
  });
});
