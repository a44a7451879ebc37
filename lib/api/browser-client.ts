import Cookies from 'js-cookie';
import { z } from 'zod/mini';
import { sessionEnded } from '@/lib/auth/session-ended';
import { localeCookie, toLocale } from '@/lib/i18n/config';
import { apiBaseUrl } from './api-base-url';
import { ApiError } from './api-error';
import { authTokenStore } from './auth-token-store';
import { createApiClient, readData, type ApiClientOptions } from './client';
import { shareAcrossTabs } from './shared-refresh';
import { getOrCreateVisitorId } from './visitor-id';

const baseOptions = {
  baseUrl: apiBaseUrl(),
  getLocale: () => toLocale(Cookies.get(localeCookie.name)),
  getVisitorId: getOrCreateVisitorId,
} satisfies Partial<ApiClientOptions>;

const reauthenticateResponseSchema = z.object({ token: z.string().check(z.minLength(1)) });

/** Carries no access token and never reauthenticates itself, so a refused refresh cannot recurse. */
const sessionClient = createApiClient(baseOptions);

/**
 * The new access token, or undefined when the server refused the refresh cookie (the session is over). A refresh that
 * could not be asked (no network, a server error, a rate limit) throws instead: that says nothing about the session,
 * and a member on a flaky connection must not be signed out for it.
 */
async function refreshFromCookie(): Promise<string | undefined> {
  try {
    const { token } = await readData(
      reauthenticateResponseSchema,
      sessionClient.post('auth/users/reauthenticate', { json: {}, credentials: 'include' }),
    );
    return token;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return undefined;
    throw error;
  }
}

const refreshOncePerBrowser = shareAcrossTabs(refreshFromCookie, () => ({
  locks: navigator.locks,
  channel: typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('manzil-auth'),
}));

/** Exchanges the refresh cookie for an access token (one tab at a time); also how a page load restores the session. */
export async function reauthenticate(): Promise<string | undefined> {
  const token = await refreshOncePerBrowser();
  if (token) authTokenStore.set(token);
  return token;
}

const sessionOptions = {
  ...baseOptions,
  getAccessToken: authTokenStore.get,
  reauthenticate,
  onAuthFailure: sessionEnded,
};

export const api = createApiClient(sessionOptions);
export const apiV2 = createApiClient({ ...sessionOptions, version: 'v2' });
