import type { Locale } from '@/lib/i18n/config';

const numberLocale: Record<Locale, string> = { ar: 'ar-KW', en: 'en-KW' };

/** Auction times are Kuwait wall-clock times whatever the visitor's own time zone. */
export function formatAuctionTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(numberLocale[locale], { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Kuwait' }).format(new Date(iso));
}

export const localName = (locale: Locale, value: { nameAr: string; nameEn: string }) => (locale === 'ar' ? value.nameAr : value.nameEn);
export const localText = (locale: Locale, ar: string, en: string) => (locale === 'ar' ? ar : en);
