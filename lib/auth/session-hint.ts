/** Name of the non-secret cookie that tells the proxy a session may exist; the refresh token itself is HttpOnly. */
export const SESSION_HINT_COOKIE = 'manzil_session';

export function hasSessionHint(cookies: { has(name: string): boolean }): boolean {
  return cookies.has(SESSION_HINT_COOKIE);
}
