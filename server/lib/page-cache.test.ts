import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidatePagesAfterWrites, setPageInvalidator } from './page-cache';
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

describe('page cache tags', () => {
  it('derives a write’s tags from its path', async () => {
    const invalidate = vi.fn(async () => {});
    setPageInvalidator(invalidate);
    const app = new Hono().post('/ads/:id', invalidatePagesAfterWrites((param) => adWriteTags(Number(param('id')))), (c) => c.json({}));
    await app.request('/ads/42', { method: 'POST' });
    expect(invalidate).toHaveBeenCalledWith(['ads', 'ad:42']);
  });

  it('accepts only the tags the pages carry at the revalidation route', () => {
    for (const tag of ['ads', 'news', 'deals', 'auctions', 'ad:1', 'ad:123456']) expect(pageCacheTagSchema.safeParse(tag).success).toBe(true);
    for (const tag of ['ad:', 'ad:0', 'ad:-1', 'ad:1.5', 'ad:x', 'members', '_N_T_/ar']) expect(pageCacheTagSchema.safeParse(tag).success).toBe(false);
  });
});
