import { authTokenStore } from '../api/auth-token-store';
import type { AuthUser } from '../schemas/auth';

type Held = { token: string; user: AuthUser };

let held: Held | undefined;
let loadingFor: string | undefined;
const listeners = new Set<() => void>();

function hold(next: Held | undefined): void {
  held = next;
  for (const listener of listeners) listener();
}

/**
 * The signed-in member's account, kept beside the access token it belongs to (no query cache: the header reads it on
 * every page, and React Query stays out of a visitor's first load). An account held for another token is not theirs.
 * The shape fits `useSyncExternalStore(accountStore.subscribe, accountStore.get, () => undefined)`.
 */
export const accountStore = {
  get(): AuthUser | undefined {
    const token = authTokenStore.get();
    return token && held?.token === token ? held.user : undefined;
  },
  /** A sign-in's answer: the account is held before the token goes into memory, so it is never fetched again. */
  start(token: string, user: AuthUser): void {
    hold({ token, user });
    authTokenStore.set(token);
  },
  /** The account as a change of it answered (profile, avatar, upgrade). */
  update(user: AuthUser): void {
    const token = authTokenStore.get();
    if (token) hold({ token, user });
  },
  /** Fetches the account of the current token once, unless held or on its way. */
  load(): void {
    const token = authTokenStore.get();
    if (!token || held?.token === token || loadingFor === token) return;
    loadingFor = token;
    // Loaded once signed in, so the HTTP client is not part of every visitor's first load.
    void import('../api/members')
      .then(({ membersApi }) => membersApi.myAccount())
      .then((user) => {
        if (authTokenStore.get() === token) hold({ token, user });
      })
      // The header keeps its placeholder; the next page load asks again.
      .catch(() => undefined)
      .finally(() => {
        if (loadingFor === token) loadingFor = undefined;
      });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const stopToken = authTokenStore.subscribe(listener);
    return () => {
      listeners.delete(listener);
      stopToken();
    };
  },
};
