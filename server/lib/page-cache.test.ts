import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidatePagesAfterWrites, pageRevalidationToken, revalidatePagesAt, setPageInvalidator } from './page-cache';
import { adWriteTags, pageCacheTagSchema } from './page-tags';

afterEach(() => setPageInvalidator(undefined));

describe('invalidatePagesAfterWrites', () => {
  const app = new Hono()
    .use('*', invalidatePagesAfterWrites(['ads']))
    .get('/', (c) => c.json({}))
    .post('/', (c) => c.json({}, 201))
    .post('/bad', (c) => c.json({}, 400));

  it('expires the tags after a successful write only', async () => {
    const invalidate = vi.fn(async () => {});
    setPageInvalidator(invalidate);
    await app.request('/');
    await app.request('/bad', { method: 'POST' });
    expect(invalidate).not.toHaveBeenCalled();
    await app.request('/', { method: 'POST' });
    expect(invalidate).toHaveBeenCalledWith(['ads']);
  });

  it('never fails the write when the pages cannot be reached, and does nothing without pages', async () => {
    expect((await app.request('/', { method: 'POST' })).status).toBe(201);
    setPageInvalidator(async () => {
      throw new Error('down');
    });
    expect((await app.request('/', { method: 'POST' })).status).toBe(201);
  });
});

describe('revalidatePagesAt', () => {
  const listening: Server[] = [];
  afterEach(() => listening.splice(0).forEach((server) => server.close()));

  /** A stand-in for one render worker's revalidation route: records what it was asked, answers `status`. */
  async function worker(status = 200) {
    const calls: Array<{ token: unknown; body: unknown }> = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        calls.push({ token: req.headers['x-revalidation-token'], body: JSON.parse(body) });
        res.writeHead(status).end();
      });
    });
    listening.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls };
  }

  it('asks every render worker to expire the tags, with the token', async () => {
    const [first, second] = [await worker(), await worker()];
    await revalidatePagesAt([first.origin, second.origin], ['ads', 'deals']);
    for (const { calls } of [first, second])
      expect(calls).toEqual([{ token: pageRevalidationToken(), body: { tags: ['ads', 'deals'] } }]);
  });

  it('fails when one of them does not expire them', async () => {
    const [good, bad] = [await worker(), await worker(404)];
    await expect(revalidatePagesAt([good.origin, bad.origin], ['ads'])).rejects.toThrow('answered 404');
  });
});

describe('page cache tags', () => {
  it('derives a write’s tags from its path', async () => {
    const invalidate = vi.fn(async () => {});
    setPageInvalidator(invalidate);
    const app = new Hono().post(
      '/ads/:id',
      invalidatePagesAfterWrites((param) => adWriteTags(Number(param('id')))),
      (c) => c.json({}),
    );
    await app.request('/ads/42', { method: 'POST' });
    expect(invalidate).toHaveBeenCalledWith(['ads', 'ad:42']);
  });

  it('accepts only the tags the pages carry at the revalidation route', () => {
    for (const tag of ['ads', 'news', 'deals', 'auctions', 'ad:1', 'ad:123456'])
      expect(pageCacheTagSchema.safeParse(tag).success).toBe(true);
    for (const tag of ['ad:', 'ad:0', 'ad:-1', 'ad:1.5', 'ad:x', 'members', '_N_T_/ar'])
      expect(pageCacheTagSchema.safeParse(tag).success).toBe(false);
  });
});
