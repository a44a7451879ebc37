/**
 * Exact totals of the public ad lists, reused for a few seconds. Counting every match (tens of thousands, or every
 * ad's text for a search) costs far more than reading one page of them, while a total that is seconds old changes
 * nothing for a visitor: the list itself is served with max-age=30. Only lists longer than one page get here (a
 * shorter page tells its own total), and concurrent requests for the same total share one count.
 */
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
  // A failed count is not kept: the next request counts again.
  entry.value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return entry.value;
}
