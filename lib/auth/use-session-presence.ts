'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { authTokenStore } from '../api/auth-token-store';
import { readCookie } from '../browser-cookies';
import { restoreSession, sessionRestoreStore } from './session-restore';
import { SESSION_HINT_COOKIE } from './session-hint';

/** `member` holds an access token (its account's details may still be loading); `unknown` while a session is restored. */
export type SessionPresence = 'unknown' | 'visitor' | 'member';

function subscribe(listener: () => void): () => void {
  const stopToken = authTokenStore.subscribe(listener);
  const stopRestore = sessionRestoreStore.subscribe(listener);
  return () => {
    stopToken();
    stopRestore();
  };
}

// Read once: a session started or ended later in this page load shows in the token and the restore store.
let hinted: boolean | undefined;
const sessionHinted = () => (hinted ??= Boolean(readCookie(SESSION_HINT_COOKIE)));

function presence(): SessionPresence {
  if (authTokenStore.get()) return 'member';
  return !sessionRestoreStore.isRestored() && sessionHinted() ? 'unknown' : 'visitor';
}

/**
 * Whether a session exists, without React Query or the account's details (lib/auth/use-session.ts): what every
 * page's header and the hearts on a list's cards ask on the first load, so a visitor's page creates no query. A browser
 * without the session hint is a visitor from its first render. `serverPresence` is what the server's render shows:
 * `visitor` for controls that should not render twice for most visitors (the hearts of twenty cards), `unknown` (a
 * placeholder) where a member should not see the visitor's control before hydration (the header's account).
 * Restores the session once per page load.
 */
export function useSessionPresence(serverPresence: 'unknown' | 'visitor' = 'unknown'): SessionPresence {
  const value = useSyncExternalStore(subscribe, presence, () => serverPresence);
  useEffect(() => {
    void restoreSession();
  }, []);
  return value;
}
