import { Hono, type Context } from 'hono';
import { db } from '../db/client';
import { migrationsApplied } from '../db/migrate';
import { jobWorkersRunning } from '../jobs/queue';
import type { AppEnv } from '../lib/hono-env';
import { redisClient } from '../lib/rate-limit';
import { logger } from '../logger';

/** A dependency that does not answer within this long counts as down: a probe must answer before its own timeout. */
const CHECK_TIMEOUT_MS = 2000;

type Check = 'ok' | 'failed' | 'pending' | 'stopped' | 'not configured';
export type Readiness = {
  status: 'ok' | 'unavailable';
  checks: { database: Check; migrations: Check; redis: Check; jobs: Check; shutdown: 'no' | 'draining' };
};

let draining = false;

/** From the first shutdown signal on, readiness answers 503, so a load balancer sends new requests elsewhere. */
export const markDraining = () => {
  draining = true;
};

function withinTimeout<T>(what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function databaseChecks(): Promise<Pick<Readiness['checks'], 'database' | 'migrations'>> {
  try {
    // The migrations query reaches the database too: one round trip answers both.
    const applied = await withinTimeout('the database', migrationsApplied(db()));
    return { database: 'ok', migrations: applied ? 'ok' : 'pending' };
  } catch (err) {
    logger.warn({ err }, 'readiness: database check failed');
    return { database: 'failed', migrations: 'failed' };
  }
}

let redisAnswered = false;

async function redisCheck(): Promise<Check> {
  const client = redisClient();
  if (!client) return 'not configured';
  // Until the client's first connection is up, Redis is pending, not failed: no warning while the process starts.
  if (!redisAnswered && !client.isReady) return 'pending';
  try {
    await withinTimeout('Redis', client.ping());
    redisAnswered = true;
    return 'ok';
  } catch (err) {
    logger.warn({ err }, 'readiness: redis check failed');
    return 'failed';
  }
}

/** Whether this process can serve: the database answers with every migration applied, Redis (when set) answers, its job workers run. */
export async function readiness(): Promise<Readiness> {
  const [database, redis] = await Promise.all([databaseChecks(), redisCheck()]);
  const checks: Readiness['checks'] = {
    ...database,
    redis,
    jobs: jobWorkersRunning() ? 'ok' : 'stopped',
    shutdown: draining ? 'draining' : 'no',
  };
  const ok =
    checks.database === 'ok' &&
    checks.migrations === 'ok' &&
    (checks.redis === 'ok' || checks.redis === 'not configured') &&
    checks.jobs === 'ok' &&
    !draining;
  return { status: ok ? 'ok' : 'unavailable', checks };
}

/** Readiness as an answer: 200 when ready, else 503; never kept by a cache. */
export async function readinessAnswer(c: Context<AppEnv>) {
  const answer = await readiness();
  c.header('Cache-Control', 'no-store');
  return c.json(answer, answer.status === 'ok' ? 200 : 503);
}

/**
 * Liveness says only that the process answers (a restart would help when it does not); readiness says whether it should
 * get traffic. /api/health, which load balancers and the end-to-end runs already poll, answers readiness.
 */
export const healthRoutes = new Hono<AppEnv>()
  .get('/live', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  })
  .get('/ready', readinessAnswer);
