import { counter } from '../operations/metrics-registry';

const MAX_ENTRIES = 500;

const lookups = counter({
  name: 'manzil_memo_cache_lookups_total',
  help: 'Calls of in-process memoized reads (reference data, deals curve…), by result (hit, miss)',
  labelNames: ['result'],
});

/**
 * Caches an async function's results per argument list for `ttlMs` in this process; at most MAX_ENTRIES argument
 * lists are kept (the oldest goes first), so arguments from the query string cannot grow it without bound. For data
 * that only the seed, imports or the back office change; a failed call is not cached.
 */
export function memoize<Args extends unknown[], Result>(ttlMs: number, fn: (...args: Args) => Promise<Result>) {
  const entries = new Map<string, { expires: number; value: Promise<Result> }>();
  const memoized = (...args: Args): Promise<Result> => {
    const key = JSON.stringify(args);
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) {
      lookups.inc({ result: 'hit' });
      return hit.value;
    }
    lookups.inc({ result: 'miss' });
    if (hit) entries.delete(key);
    else if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    const entry = { expires: Date.now() + ttlMs, value: fn(...args) };
    entries.set(key, entry);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };
  memoized.clear = () => entries.clear();
  return memoized;
}

/**
 * One value read by `fn`, kept `ttlMs`; once lapsed it keeps answering while a fresh one is read in the background, so
 * no request waits for the refresh (only the first read is waited for). A failed refresh keeps the old value and is
 * tried again at the next call; clear() forgets the value and any refresh under way.
 */
export function memoizeRefreshing<Result>(ttlMs: number, fn: () => Promise<Result>) {
  let current: { expires: number; value: Promise<Result> } | undefined;
  let refreshing = false;
  let generation = 0;
  const read = (): Promise<Result> => {
    if (!current) {
      const entry = { expires: Date.now() + ttlMs, value: fn() };
      current = entry;
      entry.value.catch(() => {
        if (current === entry) current = undefined;
      });
      lookups.inc({ result: 'miss' });
      return entry.value;
    }
    lookups.inc({ result: 'hit' });
    if (current.expires <= Date.now() && !refreshing) {
      refreshing = true;
      const started = generation;
      fn()
        .then((value) => {
          if (started === generation) current = { expires: Date.now() + ttlMs, value: Promise.resolve(value) };
        })
        .catch(() => undefined)
        .finally(() => {
          if (started === generation) refreshing = false;
        });
    }
    return current.value;
  };
  read.clear = () => {
    generation += 1;
    current = undefined;
    refreshing = false;
  };
  return read;
}
