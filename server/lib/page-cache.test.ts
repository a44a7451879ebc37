import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidatePagesAfterWrites, setPageInvalidator } from './page-cache';

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
