'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { authTokenStore } from '../api/auth-token-store';
import { accountStore } from './account-store';
import { restoreSession, sessionRestoreStore } from './session-restore';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

/** The visitor's session: restored from the refresh cookie once per page load; account details fetched once per token. */
export function useSession() {
  const token = useSyncExternalStore(authTokenStore.subscribe, authTokenStore.get, () => undefined);
  const restored = useSyncExternalStore(sessionRestoreStore.subscribe, sessionRestoreStore.isRestored, () => false);
  const user = useSyncExternalStore(accountStore.subscribe, accountStore.get, () => undefined);
  useEffect(() => {
    void restoreSession();
  }, []);
  useEffect(() => {
    if (token) accountStore.load();
  }, [token]);
  const status: SessionStatus = token ? (user ? 'signed-in' : 'loading') : restored ? 'signed-out' : 'loading';
  return { status, user };
}
