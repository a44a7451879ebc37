import type { Locale } from '@/lib/i18n/config';
import { intlLocale } from '@/lib/format';

/** Auction times are Kuwait wall-clock times whatever the visitor's own time zone. */
export function formatAuctionTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Kuwait' }).format(new Date(iso));
}

export const localText = (locale: Locale, ar: string, en: string) => (locale === 'ar' ? ar : en);
