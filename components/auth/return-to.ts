/** Pages that make no sense to come back to after signing in. */
const authPages = /^\/(login|sign-up)(?:[/?#]|$)/;

/**
 * A same-site path to go back to after signing in, from an untrusted `?returnTo=`. Only a single leading slash is
 * accepted: `//host` and `/\host` are protocol-relative to browsers, and control characters can hide either.
 */
export function safeReturnTo(value: unknown, fallback = '/'): string {
  const candidate = Array.isArray(value) ? value[0] : value;
  if (typeof candidate !== 'string' || candidate.length > 2048) return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  if (authPages.test(candidate)) return fallback;
  return candidate;
}

/** The sign-in (or sign-up) page that brings the visitor back to `path` afterwards. */
export function loginHref(path: string, page: '/login' | '/sign-up' = '/login'): string {
  const returnTo = safeReturnTo(path);
  // Slashes may stay as they are in a query value, which keeps the address readable.
  return returnTo === '/' ? page : `${page}?returnTo=${encodeURIComponent(returnTo).replaceAll('%2F', '/')}`;
}

/** Where a new account goes first: the "what next" page, which then offers the way on to `path`. */
export function welcomeHref(path: string): string {
  const returnTo = safeReturnTo(path);
  return returnTo === '/'
    ? '/profile/welcome'
    : `/profile/welcome?returnTo=${encodeURIComponent(returnTo).replaceAll('%2F', '/')}`;
}
