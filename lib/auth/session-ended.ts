import { authTokenStore } from '../api/auth-token-store';

/** Survives the full page load to `/`, which drops every cached query of the member who is gone. */
const NOTICE_KEY = 'manzil-session-ended';

let ending = false;
const listeners = new Set<() => void>();

function rememberNotice(): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, '1');
  } catch {
    // Storage refused (private mode, quota): the visitor still lands on `/`, only without the message.
  }
}

/**
 * The session cannot go on (its refresh was refused, or could not be restored): the spec's rule is that the member is
 * signed out and goes to `/`, where a short message says the session ended. Every signed-in page reaches this one
 * place, through the API client's failed refresh or the page load's failed restore.
 */
export function sessionEnded(): void {
  if (ending) return;
  ending = true;
  authTokenStore.clear();
  rememberNotice();
  if (window.location.pathname === '/') {
    // Already home: no reload, which could repeat for ever if the server cannot be reached at all.
    ending = false;
    for (const listener of listeners) listener();
    return;
  }
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load drops the signed-out user's cached queries
  window.location.assign('/');
}

/** The "session ended" message to show on this page, once; subscribe to hear of one that ends while on `/`. */
export const sessionEndedNotice = {
  take(): boolean {
    // The notice only ever arrives on `/`: other pages leave the storage alone (its first use in a page costs a few ms).
    if (window.location.pathname !== '/') return false;
    try {
      const pending = sessionStorage.getItem(NOTICE_KEY) !== null;
      if (pending) sessionStorage.removeItem(NOTICE_KEY);
      return pending;
    } catch {
      return false;
    }
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
