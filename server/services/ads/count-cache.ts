/**
 * Exact totals of the public ad lists, reused for a few seconds when they are large. Counting tens of thousands of
 * matches costs far more than reading a page of them, while a total that is seconds old changes nothing for a
 * visitor (the list itself is served with max-age=30). Small totals are cheap and always counted afresh, and
 * concurrent requests for the same total share one count.
 */
const REUSE_MIN = 1000;
const TTL_MS = 10_000;
const MAX_ENTRIES = 500;

const entries = new Map<string, { expires: number; value: Promise<number> }>();

export function cachedCount(key: string, countNow: () => Promise<number>): Promise<number> {
  const hit = entries.get(key);
  if (hit && hit.expires > Date.now()) return hit.value;
  if (hit) entries.delete(key);
  else if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  const entry = { expires: Date.now() + TTL_MS, value: countNow() };
  entries.set(key, entry);
  const forget = () => {
    if (entries.get(key) === entry) entries.delete(key);
  };
  entry.value.then((total) => total < REUSE_MIN && forget(), forget);
  return entry.value;
}
