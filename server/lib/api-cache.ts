import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { config } from '../config';
import { logger } from '../logger';
import { counter } from '../operations/metrics-registry';
import type { AppEnv } from './hono-env';
import { expireWithPages } from './page-cache';
import type { PageCacheTag } from './page-tags';
import { redisClient, type RedisClient } from './rate-limit';

/**
 * How long a cached answer lives without a write expiring it: the window of the pages that show the same data
 * (ads: server/services/ads/cached-ads.ts, auctions and the home rows: 1 minute, the visitors' deals list: its memo).
 */
export const answerWindows = { ads: 300, deals: 60, dealTrend: 300, auctions: 60, news: 300, reference: 300 } as const;

/** Tag versions live this long in Redis: far longer than any answer, so an expired version never matches an old answer. */
const REDIS_VERSION_SECONDS = 24 * 3600;

const lookups = counter({
  name: 'manzil_api_cache_lookups_total',
  help: 'Public API answers served from the answer cache (hit), computed and stored (miss), or computed without it (bypass)',
  labelNames: ['result'],
});

/**
 * The current version of each tag. An answer remembers the versions it was computed under, read before its data; a
 * write changes the versions of its tags, so every answer computed before it no longer matches.
 */
interface TagVersions {
  read(tags: readonly string[]): Promise<string[]>;
  bump(tags: readonly string[]): Promise<void>;
}

/** At most this many tags keep a version of their own in memory; the others read the highest version forgotten. */
const MAX_LOCAL_TAGS = 10_000;

/** One process: counters. A forgotten tag reads the floor, never below any version it had, so old answers never match. */
function localVersions(): TagVersions {
  const versions = new Map<string, number>();
  let last = 0;
  let floor = 0;
  return {
    read: async (tags) => tags.map((tag) => String(versions.get(tag) ?? floor)),
    bump: async (tags) => {
      for (const tag of tags) {
        versions.delete(tag);
        versions.set(tag, ++last);
      }
      while (versions.size > MAX_LOCAL_TAGS) {
        const [oldest, version] = versions.entries().next().value!;
        floor = Math.max(floor, version);
        versions.delete(oldest);
      }
    },
  };
}

/**
 * Several instances (REDIS_URL): the versions are in Redis, so a write through any instance expires every instance's
 * answers at once. A version is random: a tag whose key was lost and bumped again never comes back to an old version.
 */
function redisVersions(client: RedisClient): TagVersions {
  const key = (tag: string) => `${config().REDIS_KEY_PREFIX}api-cache:${tag}`;
  return {
    read: async (tags) => (await client.mGet(tags.map(key))).map((version) => version ?? ''),
    bump: async (tags) => {
      const multi = client.multi();
      for (const tag of tags) multi.set(key(tag), randomUUID(), { EX: REDIS_VERSION_SECONDS });
      await multi.exec();
    },
  };
}

interface Answer {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  versions: string[];
  expires: number;
}

const answers = new Map<string, Answer>();
const computing = new Map<string, Promise<Answer>>();
let storedBytes = 0;
let tagVersions: TagVersions | undefined;

function versionStore(): TagVersions {
  if (!tagVersions) {
    const client = redisClient();
    tagVersions = client ? redisVersions(client) : localVersions();
  }
  return tagVersions;
}
const budgetBytes = () => config().API_CACHE_MB * 1024 * 1024;

function forget(key: string): void {
  const answer = answers.get(key);
  if (!answer) return;
  answers.delete(key);
  storedBytes -= answer.body.byteLength;
}

/** Least recently served first out, once the answers pass the budget. */
function store(key: string, answer: Answer): void {
  forget(key);
  if (answer.body.byteLength > budgetBytes()) return;
  answers.set(key, answer);
  storedBytes += answer.body.byteLength;
  for (const oldest of answers.keys()) {
    if (storedBytes <= budgetBytes()) break;
    forget(oldest);
  }
}

const encoder = new TextEncoder();

const sameVersions = (a: string[], b: string[]) => a.length === b.length && a.every((version, i) => version === b[i]);

async function compute(read: () => Promise<unknown>, versions: string[], seconds: number): Promise<Answer> {
  // Its own bytes, not a slice of Buffer's shared pool, so the budget counts what a kept answer holds.
  const body = encoder.encode(JSON.stringify(await read()));
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    versions,
    expires: Date.now() + seconds * 1000,
  };
}

/** The answer for this key under these versions: the stored one, the one being computed, or a new one. */
async function answerFor(
  key: string,
  versions: string[],
  seconds: number,
  read: () => Promise<unknown>,
): Promise<{ answer: Answer; hit: boolean }> {
  const stored = answers.get(key);
  if (stored && stored.expires > Date.now() && sameVersions(stored.versions, versions)) {
    answers.delete(key);
    answers.set(key, stored);
    return { answer: stored, hit: true };
  }
  const pending = computing.get(key);
  if (pending) {
    const answer = await pending;
    if (sameVersions(answer.versions, versions)) return { answer, hit: true };
  }
  const promise = compute(read, versions, seconds);
  computing.set(key, promise);
  try {
    const answer = await promise;
    store(key, answer);
    return { answer, hit: false };
  } finally {
    if (computing.get(key) === promise) computing.delete(key);
  }
}

function respond(c: Context<AppEnv>, answer: Answer): Response {
  c.header('ETag', answer.etag);
  if (
    c.req
      .header('if-none-match')
      ?.split(',')
      .some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)
  )
    return c.body(null, 304);
  return c.body(answer.body, 200, { 'content-type': 'application/json' });
}

interface SharedAnswerOptions {
  /** The page cache tags of the data in the answer (server/lib/page-tags.ts); reference data has none. */
  tags: readonly PageCacheTag[];
  seconds: number;
  /** What besides the path and the language the answer depends on: the validated query, the visitor's class… */
  key: unknown;
}

/**
 * A public GET answer that is the same for everyone who gets it, cached in this process by its path, language and
 * key, and expired by the writes that expire the pages showing the same data (`invalidatePages`). `read` must not
 * depend on who asks: a handler whose answer does (an owner's pending ad, a subscriber's deals) calls it only for the
 * visitors' part, or with the caller's class in `key`. Errors thrown by `read` (404) are never cached. Answers carry
 * an ETag and a matching If-None-Match gets 304.
 */
export async function sharedAnswer(
  c: Context<AppEnv>,
  options: SharedAnswerOptions,
  read: () => Promise<unknown>,
): Promise<Response> {
  if (config().API_CACHE_MB === 0) {
    lookups.inc({ result: 'bypass' });
    return respond(c, await compute(read, [], 0));
  }
  const key = JSON.stringify([c.req.path, c.get('locale'), options.key]);
  let versions: string[];
  try {
    versions = options.tags.length ? await versionStore().read(options.tags) : [];
  } catch (err) {
    // Without the shared versions an answer could be stale: compute it, and keep nothing.
    logger.warn({ err }, 'api cache: tag versions unreadable, answering uncached');
    lookups.inc({ result: 'bypass' });
    return respond(c, await compute(read, [], 0));
  }
  const { answer, hit } = await answerFor(key, versions, options.seconds, read);
  lookups.inc({ result: hit ? 'hit' : 'miss' });
  return respond(c, answer);
}

/** Expires every cached answer carrying one of these tags, in every instance; a failure empties this process's cache. */
export async function expireAnswers(tags: readonly string[]): Promise<void> {
  try {
    await versionStore().bump(tags);
  } catch (err) {
    answers.clear();
    storedBytes = 0;
    throw err;
  }
}

expireWithPages(expireAnswers);
