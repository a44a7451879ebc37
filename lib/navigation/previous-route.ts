const STORAGE_KEY = 'manzil_previous_route';
let current: string | undefined;

/** Records a navigation; the previous route changes only when the full path (path, query and hash) changed. */
export function recordRoute(fullPath: string): void {
  if (fullPath === current) return;
  if (current !== undefined) sessionStorage.setItem(STORAGE_KEY, current);
  current = fullPath;
}

/** The route the visitor came from inside this site, e.g. to return after signing in. */
export function previousRoute(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return sessionStorage.getItem(STORAGE_KEY) ?? undefined;
}
