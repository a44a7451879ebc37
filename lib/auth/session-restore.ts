import { authTokenStore } from '../api/auth-token-store';
import { readCookie } from '../browser-cookies';
import { sessionEnded } from './session-ended';
import { SESSION_HINT_COOKIE } from './session-hint';

let restoring: Promise<void> | undefined;
let restored = false;
const listeners = new Set<() => void>();

function finish(): void {
  restored = true;
  for (const listener of listeners) listener();
}

/**
 * Once per page load: when the session hint says a session may exist, trade the refresh cookie for an access token.
 * A refused trade means the session ended (revoked, or signed out elsewhere): the visitor is told and sent home.
 */
export function restoreSession(): Promise<void> {
  restoring ??= (async () => {
    if (!authTokenStore.get() && readCookie(SESSION_HINT_COOKIE)) {
      // Loaded only when there is a session to restore: the HTTP client stays out of every page's first load.
      const { reauthenticate } = await import('../api/browser-client');
      // A refresh that could not be asked leaves the session as it is: this page shows the visitor signed out, the next
      // load asks again.
      const token = await reauthenticate().catch(() => null);
      if (token === undefined) sessionEnded();
    }
    finish();
  })();
  return restoring;
}

export const sessionRestoreStore = {
  isRestored: () => restored,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
