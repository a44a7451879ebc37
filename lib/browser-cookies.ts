/**
 * A cookie read and written in the browser with `document.cookie`: the language switch and the session restore run on
 * every page's first load, where a cookie library would be weight; the HTTP client, loaded later, keeps js-cookie.
 */
export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split('; ')) {
    const at = pair.indexOf('=');
    if (pair.slice(0, at) === name) return decodeURIComponent(pair.slice(at + 1));
  }
  return undefined;
}

/** For the whole site, sent on top-level navigations from other sites too (SameSite=Lax), and over HTTPS only on HTTPS. */
export function writeCookie(name: string, value: string, maxAgeDays: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeDays * 86_400}; Path=/; SameSite=Lax${secure}`;
}
