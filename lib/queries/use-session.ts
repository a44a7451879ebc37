'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { authTokenStore } from '../api/auth-token-store';
import { restoreSession, sessionRestoreStore } from '../auth/session-restore';
import { accountKeys } from './account-keys';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

/** The visitor's session: restored from the refresh cookie once per page load; account details fetched once per user. */
export function useSession() {
  const token = useSyncExternalStore(authTokenStore.subscribe, authTokenStore.get, () => undefined);
  const restored = useSyncExternalStore(sessionRestoreStore.subscribe, sessionRestoreStore.isRestored, () => false);
  useEffect(() => {
    void restoreSession();
  }, []);
  const account = useQuery({
    queryKey: accountKeys.me(),
    // Loaded once signed in, so the HTTP client is not part of every visitor's first load.
    queryFn: async () => (await import('../api/members')).membersApi.myAccount(),
    enabled: Boolean(token),
    staleTime: Infinity,
  });
  const status: SessionStatus = token ? (account.data ? 'signed-in' : 'loading') : restored ? 'signed-out' : 'loading';
  return { status, user: token ? account.data : undefined };
}
