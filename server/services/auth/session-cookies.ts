import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_HINT_COOKIE } from '@/lib/auth/session-hint';
import { ACCESS_COOKIE, REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '@/lib/auth/cookie-names';
import { config } from '../../config';

const DAY_SECONDS = 24 * 3600;
const secure = () => config().APP_ENV === 'production';

/**
 * The web keeps the refresh token in an HttpOnly cookie scoped to the auth routes, a short-lived HttpOnly access
 * cookie for server-rendered pages, and a readable hint that a session may exist (for optimistic redirects).
 */
export function setSessionCookies(
  c: Context,
  session: { token: string; refreshToken: string; familyExpiresAt: Date },
): void {
  const maxAge = Math.min(
    config().AUTH_COOKIE_MAX_AGE_DAYS * DAY_SECONDS,
    Math.floor((session.familyExpiresAt.getTime() - Date.now()) / 1000),
  );
  setCookie(c, REFRESH_COOKIE, session.refreshToken, {
    httpOnly: true,
    secure: secure(),
    sameSite: 'Lax',
    path: REFRESH_COOKIE_PATH,
    maxAge,
  });
  setCookie(c, ACCESS_COOKIE, session.token, {
    httpOnly: true,
    secure: secure(),
    sameSite: 'Lax',
    path: '/',
    maxAge: config().ACCESS_TOKEN_TTL_SECONDS,
  });
  setCookie(c, SESSION_HINT_COOKIE, '1', { httpOnly: false, secure: secure(), sameSite: 'Lax', path: '/', maxAge });
}

export function clearSessionCookies(c: Context): void {
  deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH, secure: secure() });
  deleteCookie(c, ACCESS_COOKIE, { path: '/', secure: secure() });
  deleteCookie(c, SESSION_HINT_COOKIE, { path: '/', secure: secure() });
}

/** The mobile app sends its refresh token in the `refresh-token` header; the web in its cookie. */
export function presentedRefreshToken(c: Context): string | undefined {
  return c.req.header('refresh-token') ?? getCookie(c, REFRESH_COOKIE);
}

export const isWeb = (c: Context) => c.req.header('x-platform') === 'web';
