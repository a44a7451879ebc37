import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../db/client';
import { startJobWorkers, stopJobQueue } from '../jobs/queue';
import { testApp } from '../testing/test-app';
import { markDraining, type Readiness } from './health';

let api: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => stopJobQueue());

async function ready(path = '/api/health/ready') {
  const res = await api.request(path);
  return { status: res.status, cacheControl: res.headers.get('cache-control'), body: (await res.json()) as Readiness };
}

describe('health', () => {
  it('answers liveness without asking anything else, never cached', async () => {
    const res = await api.request('/api/health/live');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('is not ready before the job workers run, and says which check failed', async () => {
    expect(await ready()).toMatchObject({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'ok', migrations: 'ok', jobs: 'stopped' } },
    });
  });

  it('is ready with the database migrated, Redis not configured and the job workers running; /api/health answers the same', async () => {
    await startJobWorkers([]);
    const expected = {
      status: 200,
      cacheControl: 'no-store',
      body: {
        status: 'ok',
        checks: { database: 'ok', migrations: 'ok', redis: 'not configured', jobs: 'ok', shutdown: 'no' },
      },
    };
    expect(await ready()).toEqual(expected);
    expect(await ready('/api/health')).toEqual(expected);
  });

  it('is not ready while a migration of this release is not applied', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await db().execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`,
    );
    try {
      expect(await ready()).toMatchObject({ status: 503, body: { checks: { database: 'ok', migrations: 'pending' } } });
    } finally {
      await db().execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`,
      );
    }
    expect((await ready()).status).toBe(200);
  });

  it('is not ready once the shutdown has begun, while it still answers', async () => {
    markDraining();
    expect(await ready()).toMatchObject({
      status: 503,
      body: { status: 'unavailable', checks: { shutdown: 'draining' } },
    });
    expect((await api.request('/api/health/live')).status).toBe(200);
  });
});
