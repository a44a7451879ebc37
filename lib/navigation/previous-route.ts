const PREVIOUS = 'manzil_previous_route';
const CURRENT = 'manzil_current_route';
const RECORDED_EVENT = 'manzil:route-recorded';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked (privacy settings): nothing is remembered, and readers fall back as for a first visit.
    return undefined;
  }
}

/**
 * Records a navigation (spec §2: the previous route is remembered after navigation when the full path changed). The
 * full path is the path, query and hash, so a filter changed in the query counts. The current route is kept in this
 * tab's session storage too: a full page load from another of our pages counts like a client navigation, and a
 * reload, being no change, keeps the previous route as it was.
 */
export function recordRoute(fullPath: string): void {
  const store = storage();
  if (!store) return;
  const current = store.getItem(CURRENT);
  if (current === fullPath) return;
  if (current !== null) store.setItem(PREVIOUS, current);
  store.setItem(CURRENT, fullPath);
  window.dispatchEvent(new Event(RECORDED_EVENT));
}

/** Calls back whenever the previous route may have changed; answers the unsubscription (for useSyncExternalStore). */
export function subscribeToPreviousRoute(callback: () => void): () => void {
  window.addEventListener(RECORDED_EVENT, callback);
  return () => window.removeEventListener(RECORDED_EVENT, callback);
}

/** The route the visitor came from inside this site in this tab, e.g. to return to after signing in. */
export function previousRoute(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return storage()?.getItem(PREVIOUS) ?? undefined;
}
