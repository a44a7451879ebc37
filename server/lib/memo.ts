/**
 * Caches an async function's results per argument list for `ttlMs` in this process. For reference data that only the
 * seed or the back office changes; a failed call is not cached.
 */
export function memoize<Args extends unknown[], Result>(ttlMs: number, fn: (...args: Args) => Promise<Result>) {
  const entries = new Map<string, { expires: number; value: Promise<Result> }>();
  const memoized = (...args: Args): Promise<Result> => {
    const key = JSON.stringify(args);
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    const value = fn(...args);
    entries.set(key, { expires: Date.now() + ttlMs, value });
    value.catch(() => entries.delete(key));
    return value;
  };
  memoized.clear = () => entries.clear();
  return memoized;
}
