export type AuthRefreshOptions = {
  getAccessToken(): string | undefined;
  /** Returns the new access token, or undefined when the session cannot be renewed; throws when it could not ask. */
  reauthenticate(): Promise<string | undefined>;
  onAuthFailure?(): void;
};

/** Resolves the token to retry with after `failedToken` was refused, or undefined when the session is over. */
export type AuthRefresher = (failedToken: string) => Promise<string | undefined>;

/**
 * One reauthentication per refused token: concurrent 401s share the in-flight call, and 401s that arrive
 * after it settled reuse its outcome instead of spending the refresh token (or signing out) again.
 */
export function createAuthRefresher({
  getAccessToken,
  reauthenticate,
  onAuthFailure,
}: AuthRefreshOptions): AuthRefresher {
  let inFlight: Promise<string | undefined> | undefined;
  let settled: { stale: string; fresh: string | undefined } | undefined;

  async function run(stale: string): Promise<string | undefined> {
    let fresh: string | undefined;
    let refused = false;
    try {
      fresh = await reauthenticate();
      refused = !fresh;
    } catch {
      // Could not ask (network, server error): the call fails, but the session is not declared over.
      fresh = undefined;
    }
    settled = { stale, fresh };
    inFlight = undefined;
    if (refused) onAuthFailure?.();
    return fresh;
  }

  return (failedToken) => {
    if (inFlight) return inFlight;
    if (settled?.stale === failedToken) return Promise.resolve(settled.fresh);
    const current = getAccessToken();
    if (current && current !== failedToken) return Promise.resolve(current);
    inFlight = run(failedToken);
    return inFlight;
  };
}
