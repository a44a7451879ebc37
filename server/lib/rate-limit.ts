import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { createClient } from 'redis';
import type { Pool } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { config } from '../config';
import { database } from '../db/client';
import { logger } from '../logger';
import { clientIp } from './client-ip';
import { ApiError } from './errors';
import type { MemberEnv } from './auth-middleware';
import type { AppEnv } from './hono-env';
import { noteRoute } from './route-notes';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** Every limit of the API: the points one key may spend per window (seconds), from the configuration. */
export function limits() {
  const env = config();
  return {
    /** Sign-in, sign-up, codes, identity callbacks: per client address. */
    identity: { points: env.AUTH_REQUESTS_PER_IP_HOUR, duration: HOUR },
    /** Session refreshes: per client address (every open tab refreshes every few minutes). */
    refresh: { points: env.REFRESHES_PER_IP_HOUR, duration: HOUR },
    contactUs: { points: env.CONTACT_MESSAGES_PER_IP_HOUR, duration: HOUR },
    /** Estimates made (each stored) per client address. */
    valuations: { points: env.VALUATIONS_PER_IP_HOUR, duration: HOUR },
    /** Per client address, and per member when signed in. */
    phoneReveal: { points: env.PHONE_REVEALS_PER_HOUR, duration: HOUR },
    /** Crash reports from browsers, per client address. */
    clientErrors: { points: env.CLIENT_ERRORS_PER_IP_HOUR, duration: HOUR },
    /** Reports of ads per client address (issue 29), on top of one report per reporter and ad. */
    adReports: { points: env.AD_REPORTS_PER_IP_DAY, duration: DAY },
    /** Views counted per client address and Kuwait day; more are answered but not counted. */
    countedViews: { points: env.VIEWS_COUNTED_PER_IP_DAY, duration: DAY },
    /** Finance requests (each e-mailed to a bank) per member, and per client address. */
    financeRequestsPerMember: { points: env.FINANCE_REQUESTS_PER_MEMBER_DAY, duration: DAY },
    financeRequestsPerAddress: { points: env.FINANCE_REQUESTS_PER_IP_DAY, duration: DAY },
    /** Requests to join an office (each notifies the office) per member. */
    officeJoinRequests: { points: env.OFFICE_JOIN_REQUESTS_PER_MEMBER_DAY, duration: DAY },
    newsletter: { points: env.NEWSLETTER_SIGNUPS_PER_IP_HOUR, duration: HOUR },
    /** Newsletter opens recorded per client address; more fetches of the pixel are answered but not recorded. */
    newsletterOpens: { points: env.NEWSLETTER_OPENS_PER_IP_HOUR, duration: HOUR },
    /** Asks of a payment's status by its reference (the public return page), per client address. */
    paymentStatus: { points: env.PAYMENT_STATUS_CHECKS_PER_IP_HOUR, duration: HOUR },
    /** Official appraisal document uploads (calls) and requests per member. */
    appraisalUploads: { points: env.APPRAISAL_UPLOADS_PER_MEMBER_DAY, duration: DAY },
    appraisalRequests: { points: env.APPRAISAL_REQUESTS_PER_MEMBER_DAY, duration: DAY },
    /** Verification requests of an ad (multipart: the plate photo and the document) per member. */
    adVerificationRequests: { points: env.AD_VERIFICATION_REQUESTS_PER_MEMBER_DAY, duration: DAY },
  };
}

export type LimiterName = keyof ReturnType<typeof limits>;

/**
 * One-time codes, counted from the sends recorded in `otp_sends` (services/auth/one-time-codes.ts). The limit of a
 * phone or e-mail is strict; the limit of a client address is wide, because a mobile carrier's shared address
 * carries many people's sign-ins (see server/config.ts).
 */
export function codeSendLimits() {
  const env = config();
  return {
    perTarget: { points: env.OTP_SENDS_PER_HOUR, duration: HOUR },
    perAddress: { points: env.OTP_SENDS_PER_IP_HOUR, duration: HOUR },
  };
}

/** node-redis, the client Next's cache handler uses too. */
export type RedisClient = ReturnType<typeof createClient>;
export type RateLimitStore =
  { kind: 'memory' } | { kind: 'redis'; client: RedisClient } | { kind: 'postgres'; pool: Pool };

/**
 * A limiter on the given store. Redis and PostgreSQL hold the counts for every instance; should the store fail, a
 * memory limiter of this process stands in instead of refusing every request or letting every request through.
 */
export function createLimiter(
  name: LimiterName,
  store: RateLimitStore,
  prefix = config().REDIS_KEY_PREFIX.replace(/:$/, ''),
): Promise<RateLimiterAbstract> {
  const options = { ...limits()[name], keyPrefix: `${prefix}:${name}` };
  if (store.kind === 'memory') return Promise.resolve(new RateLimiterMemory(options));
  const insuranceLimiter = new RateLimiterMemory(options);
  if (store.kind === 'redis') {
    return Promise.resolve(
      new RateLimiterRedis({
        ...options,
        storeClient: store.client,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        insuranceLimiter,
      }),
    );
  }
  // The library creates its one table (key, points, expire) itself, shared by every limiter through the key prefix.
  return new Promise((resolve, reject) => {
    const limiter = new RateLimiterPostgres(
      { ...options, storeClient: store.pool, storeType: 'pool', tableName: 'rate_limits', insuranceLimiter },
      (error) => (error ? reject(error) : resolve(limiter)),
    );
  });
}

/** Redis when REDIS_URL is set, else the PostgreSQL server of DATABASE_URL, else memory (PGlite runs in one process). */
function defaultStore(): RateLimitStore {
  const { REDIS_URL } = config();
  if (REDIS_URL) {
    // Without the offline queue a request does not wait for a lost Redis: the memory limiter answers meanwhile, and the
    // client keeps reconnecting on its own.
    const client = createClient({ url: REDIS_URL, disableOfflineQueue: true });
    client.on('error', (err) => logger.warn({ err }, 'rate-limit store: redis error'));
    client.connect().catch((err: unknown) => logger.warn({ err }, 'rate-limit store: redis not reachable yet'));
    return { kind: 'redis', client };
  }
  const db = database();
  return db.kind === 'postgres' ? { kind: 'postgres', pool: db.pool } : { kind: 'memory' };
}

let store: RateLimitStore | undefined;
const limiters = new Map<LimiterName, Promise<RateLimiterAbstract>>();

/** The process's Redis client when REDIS_URL is set (the rate limits' store, which readiness pings), else undefined. */
export function redisClient(): RedisClient | undefined {
  store ??= defaultStore();
  return store.kind === 'redis' ? store.client : undefined;
}

/** Closes the Redis connection, if any (shutdown): the counts are in Redis already. */
export async function closeRateLimitStore(): Promise<void> {
  if (store?.kind === 'redis' && store.client.isOpen) await store.client.close();
  store = undefined;
  limiters.clear();
}

function limiter(name: LimiterName): Promise<RateLimiterAbstract> {
  let created = limiters.get(name);
  if (!created) {
    store ??= defaultStore();
    created = createLimiter(name, store);
    created.catch(() => limiters.delete(name));
    limiters.set(name, created);
  }
  return created;
}

/** Spends one point of the key; the refusal when it has none left. */
async function spend(name: LimiterName, key: string): Promise<RateLimiterRes | undefined> {
  try {
    await (await limiter(name)).consume(key);
    return undefined;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return refusal;
    throw refusal;
  }
}

/** Spends one point of the key, or answers 429 with Retry-After. */
export async function enforceLimit(name: LimiterName, key: string): Promise<void> {
  const refusal = await spend(name, key);
  if (refusal)
    throw new ApiError('RATE_LIMITED', undefined, {
      'Retry-After': String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))),
    });
}

/** Spends one point of the key when it has one left, for work that is skipped rather than refused past the limit. */
export async function withinLimit(name: LimiterName, key: string): Promise<boolean> {
  return !(await spend(name, key));
}

/** Returns a point spent on work that turned out not to count. */
export async function refundLimit(name: LimiterName, key: string): Promise<void> {
  await (await limiter(name)).reward(key, 1);
}

/** The signed-in member's key (after `requireMember`). */
export const memberKey = (c: Context<MemberEnv>) => `member:${c.get('member').id}`;

/** Middleware: one point per request from the client's address, or of the key `keyOf` names. */
export const rateLimit = <E extends AppEnv = AppEnv>(name: LimiterName, keyOf: (c: Context<E>) => string = clientIp) =>
  noteRoute(
    createMiddleware<E>(async (c, next) => {
      await enforceLimit(name, keyOf(c));
      await next();
    }),
    { kind: 'refuses', code: 'RATE_LIMITED' },
  );
