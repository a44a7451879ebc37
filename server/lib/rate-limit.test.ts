import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import pg from 'pg';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLimiter, type RateLimitStore, type RedisClient } from './rate-limit';

vi.hoisted(() => vi.stubEnv('CONTACT_MESSAGES_PER_IP_HOUR', '3'));

const REDIS_URL = 'redis://127.0.0.1:6379';
const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432';
const POSTGRES_DB = 'ratelimit_db';
/** This run's own keys, so runs and other users of the same Redis or PostgreSQL never meet. */
const prefix = `manzil-test-${randomUUID()}`;

/** Outcomes of consuming one key once per limiter, in turn: the limiters stand for separate instances. */
async function consumeInTurn(
  limiters: RateLimiterAbstract[],
  key: string,
  times: number,
): Promise<Array<'ok' | 'refused'>> {
  const outcomes: Array<'ok' | 'refused'> = [];
  for (let i = 0; i < times; i += 1) {
    const outcome = await limiters[i % limiters.length]!.consume(key).then(
      () => 'ok' as const,
      (refusal: unknown) => {
        if (refusal instanceof RateLimiterRes) return 'refused' as const;
        throw refusal;
      },
    );
    outcomes.push(outcome);
  }
  return outcomes;
}

const noRetries = (url: string) =>
  createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy: false, connectTimeout: 2000 } });

async function redisOrUndefined(): Promise<RedisClient | undefined> {
  const client = noRetries(REDIS_URL);
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return client as RedisClient;
  } catch {
    client.destroy();
    return undefined;
  }
}

/** Two pools on this test's own database (created when missing), standing for two instances of the app. */
async function postgresPoolsOrUndefined(): Promise<[pg.Pool, pg.Pool] | undefined> {
  const admin = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres`, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  try {
    await admin.query(`create database ${POSTGRES_DB}`);
  } catch (error) {
    if ((error as { code?: string }).code !== '42P04') throw error; // 42P04: it exists already
  } finally {
    await admin.end();
  }
  return [
    new pg.Pool({ connectionString: `${POSTGRES_URL}/${POSTGRES_DB}`, max: 2 }),
    new pg.Pool({ connectionString: `${POSTGRES_URL}/${POSTGRES_DB}`, max: 2 }),
  ];
}

const redis = await redisOrUndefined();
const pools = await postgresPoolsOrUndefined();
if (!redis) console.warn(`rate-limit.test: skipping the Redis store, nothing answers at ${REDIS_URL}`);
if (!pools) console.warn(`rate-limit.test: skipping the PostgreSQL store, nothing answers at ${POSTGRES_URL}`);

afterAll(async () => {
  vi.unstubAllEnvs();
  if (redis) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(keys);
    redis.destroy();
  }
  if (pools) {
    await pools[0].query('delete from rate_limits where key like $1', [`${prefix}%`]);
    await Promise.all(pools.map((pool) => pool.end()));
  }
});

describe('rate limiters', () => {
  it('refuse a key past its points with the time until the window ends, other keys unaffected (memory)', async () => {
    const limiter = await createLimiter('contactUs', { kind: 'memory' }, prefix);
    expect(await consumeInTurn([limiter], 'a', 4)).toEqual(['ok', 'ok', 'ok', 'refused']);
    const refusal = await limiter.consume('a').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RateLimiterRes);
    expect((refusal as RateLimiterRes).msBeforeNext).toBeGreaterThan(3500_000);
    expect(await consumeInTurn([limiter], 'b', 1)).toEqual(['ok']);
  });

  it('keep answering from memory while Redis is unreachable', async () => {
    const unreachable = noRetries('redis://127.0.0.1:1');
    unreachable.on('error', () => undefined);
    unreachable.connect().catch(() => undefined);
    const limiter = await createLimiter('contactUs', { kind: 'redis', client: unreachable as RedisClient }, prefix);
    expect(await consumeInTurn([limiter], 'a', 4)).toEqual(['ok', 'ok', 'ok', 'refused']);
    unreachable.destroy();
  });
});

describe(redis ? 'Redis store' : `Redis store (skipped: nothing answers at ${REDIS_URL})`, () => {
  it.skipIf(!redis)('holds one count across instances', async () => {
    const store: RateLimitStore = { kind: 'redis', client: redis! };
    const instances = [
      await createLimiter('contactUs', store, prefix),
      await createLimiter('contactUs', store, prefix),
    ];
    expect(await consumeInTurn(instances, '203.0.113.7', 5)).toEqual(['ok', 'ok', 'ok', 'refused', 'refused']);
    expect(Number(await redis!.get(`${prefix}:contactUs:203.0.113.7`))).toBe(5);
  });
});

describe(pools ? 'PostgreSQL store' : `PostgreSQL store (skipped: nothing answers at ${POSTGRES_URL})`, () => {
  it.skipIf(!pools)('holds one count across instances, in its own table', async () => {
    const instances = await Promise.all(
      pools!.map((pool) => createLimiter('contactUs', { kind: 'postgres', pool }, prefix)),
    );
    expect(await consumeInTurn(instances, '203.0.113.7', 5)).toEqual(['ok', 'ok', 'ok', 'refused', 'refused']);
    const { rows } = await pools![0].query<{ points: number }>('select points from rate_limits where key = $1', [
      `${prefix}:contactUs:203.0.113.7`,
    ]);
    expect(rows).toEqual([{ points: 5 }]);
  });
});
