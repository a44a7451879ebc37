export const locales = ['ar', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ar';

/** next-intl's default cookie name; one year, path `/`. */
export const localeCookie = { name: 'NEXT_LOCALE', maxAgeDays: 365 } as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

export function localeDirection(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** The internal route segment under the locale that serves lists from the page cache (lib/cached-lists.ts). */
export const CACHED_LIST_PREFIX = '/filtered';
const cachedListKey = new RegExp(`^${CACHED_LIST_PREFIX}/[^/]+(?=/)`);

/**
 * The URL path a visitor sees for a rendered route path (`/ar/faqs` → `/faqs`): the locale segment is hidden, and so
 * is the key segment of a cached list route (`/ar/filtered/areaId.34/ads/rent` → `/ads/rent`).
 */
export function visiblePath(pathname: string): string {
  return pathname.replace(/^\/(ar|en)(?=\/|$)/, '').replace(cachedListKey, '') || '/';
}
