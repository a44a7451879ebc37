type Listener = (token: string | undefined) => void;

let accessToken: string | undefined;
const listeners = new Set<Listener>();

/**
 * The access token lives in memory only (the refresh token is an HttpOnly cookie). The shape fits
 * `useSyncExternalStore(authTokenStore.subscribe, authTokenStore.get, () => undefined)`.
 */
export const authTokenStore = {
  get(): string | undefined {
    return accessToken;
  },
  set(token: string | undefined): void {
    if (token === accessToken) return;
    accessToken = token;
    for (const listener of listeners) listener(token);
  },
  clear(): void {
    authTokenStore.set(undefined);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
