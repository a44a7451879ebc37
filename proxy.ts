import { NextResponse, type NextRequest } from 'next/server';
import { localeCookie, toLocale } from '@/lib/i18n/config';
import { hasSessionHint } from '@/lib/auth/session-hint';
import { dealTypeListUrl } from '@/lib/ads-search-redirect';
import { cachedListPath, isCachedListPath } from '@/lib/cached-lists';
import { returnPageLocale } from '@/lib/payments/return-pages';

/** Route names that need a signed-in user (spec §2); the page and the API check again. */
const signedInOnly = /^\/(profile|blank)(\/|$)/;

/**
 * URLs carry no locale: the NEXT_LOCALE cookie picks the hidden [locale] segment, so every page can be cached
 * per locale. Lists with popular filters go to their cached route, keyed by the normalised query (lib/cached-lists.ts);
 * that internal route is not reachable by its own path. Only optimistic redirects happen here; real authorization
 * lives in pages and the API.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const signedIn = hasSessionHint(request.cookies);
  if (signedInOnly.test(pathname) && !signedIn) {
    return NextResponse.redirect(new URL('/', request.url));
  }
  const dealTypeList = dealTypeListUrl(pathname, searchParams);
  if (dealTypeList) return NextResponse.redirect(new URL(dealTypeList, request.url));
  const cookieLocale = request.cookies.get(localeCookie.name)?.value;
  // A gateway's return carries the member's language: it may come back without cookies (another tab, another host).
  const returned = returnPageLocale(pathname, searchParams);
  const locale = returned ?? toLocale(cookieLocale);
  const target = request.nextUrl.clone();
  const path = isCachedListPath(pathname)
    ? '/not-found'
    : (cachedListPath(pathname, searchParams, signedIn) ?? pathname);
  target.pathname = `/${locale}${path === '/' ? '' : path}`;
  const response = NextResponse.rewrite(target);
  // The same URL renders per locale cookie: shared caches must key on it.
  response.headers.set('Vary', 'Cookie');
  if (returned && returned !== cookieLocale) {
    response.cookies.set(localeCookie.name, returned, {
      path: '/',
      maxAge: localeCookie.maxAgeDays * 86_400,
      sameSite: 'lax',
      secure: request.nextUrl.protocol === 'https:',
    });
  }
  return response;
}

export const config = {
  matcher: [
    '/((?!api|internal|_next|static|og|favicon.ico|icon.svg|sw.js|robots.txt|sitemap.xml|manifest.webmanifest).*)',
  ],
};
