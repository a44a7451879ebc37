import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { database, db } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { allDeadLetters, defineWorker, enqueue, runDueJobs, stopJobQueue } from './queue';

type Row = { state: string; retry_count: number; delay_seconds: number };

const runs: string[] = [];
let failuresLeft = 0;

/** Fails `failuresLeft` times, then succeeds; records every run. */
const flaky = defineWorker<{ key: string }>({
  name: 'test-flaky',
  retryLimit: 2,
  retryDelaySeconds: 10,
  async run({ key }) {
    runs.push(key);
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('provider down');
    }
  },
});

async function jobRow(key: string): Promise<Row> {
  const result = (await db().execute(sql`
    select state, retry_count, extract(epoch from start_after - now())::float as delay_seconds
    from pgboss.job where name = ${flaky.name} and data->>'key' = ${key}`)) as { rows: Row[] };
  return result.rows[0]!;
}

/** Makes a waiting retry due now, instead of waiting out its backoff. */
const makeDue = (key: string) =>
  db().execute(
    sql`update pgboss.job set start_after = now() - interval '1 second' where name = ${flaky.name} and data->>'key' = ${key}`,
  );

beforeAll(async () => {
  await migrateDatabase(database());
});

afterAll(async () => {
  await stopJobQueue();
});

describe('job queue (pg-boss on the application database)', () => {
  it('runs a job queued twice with one idempotency key once', async () => {
    expect(await enqueue(flaky, { key: 'once' }, { idempotencyKey: 'event-1' })).toBe(true);
    expect(await enqueue(flaky, { key: 'once' }, { idempotencyKey: 'event-1' })).toBe(false);
    expect(await runDueJobs(flaky)).toEqual({ completed: 1, failed: 0 });
    expect(await enqueue(flaky, { key: 'once' }, { idempotencyKey: 'event-1' })).toBe(false);
    expect(await runDueJobs(flaky)).toEqual({ completed: 0, failed: 0 });
    expect(runs.filter((k) => k === 'once')).toHaveLength(1);
  });

  it('retries a failed job later, with a backoff that grows, until it succeeds', async () => {
    failuresLeft = 2;
    await enqueue(flaky, { key: 'retry' }, { idempotencyKey: 'event-2' });
    expect(await runDueJobs(flaky)).toEqual({ completed: 0, failed: 1 });
    const first = await jobRow('retry');
    // pg-boss counts a retry when it starts.
    expect(first).toMatchObject({ state: 'retry', retry_count: 0 });
    // 10 s doubled per retry, with jitter: the first wait is 10-20 s, the second 20-40 s.
    expect(first.delay_seconds).toBeGreaterThan(9);
    expect(first.delay_seconds).toBeLessThanOrEqual(20);
    // Not due yet: nothing runs.
    expect(await runDueJobs(flaky)).toEqual({ completed: 0, failed: 0 });

    await makeDue('retry');
    expect(await runDueJobs(flaky)).toEqual({ completed: 0, failed: 1 });
    const second = await jobRow('retry');
    expect(second).toMatchObject({ state: 'retry', retry_count: 1 });
    expect(second.delay_seconds).toBeGreaterThan(19);
    expect(second.delay_seconds).toBeLessThanOrEqual(40);

    await makeDue('retry');
    expect(await runDueJobs(flaky)).toEqual({ completed: 1, failed: 0 });
    expect((await jobRow('retry')).state).toBe('completed');
    expect(runs.filter((k) => k === 'retry')).toHaveLength(3);
  });

  it('moves a job that fails every attempt to its dead-letter list', async () => {
    failuresLeft = 100;
    await enqueue(flaky, { key: 'dead' }, { idempotencyKey: 'event-3' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await makeDue('dead');
      expect(await runDueJobs(flaky)).toEqual({ completed: 0, failed: 1 });
    }
    expect((await jobRow('dead')).state).toBe('failed');
    await makeDue('dead');
    expect(await runDueJobs(flaky)).toEqual({ completed: 0, failed: 0 });
    expect(runs.filter((k) => k === 'dead')).toHaveLength(3);
    const letters = (await allDeadLetters()).filter((letter) => letter.queue === flaky.name);
    expect(letters.map((letter) => letter.error)).toEqual(['provider down']);
  });
});
