import type { Locale } from './i18n/config';

const arabicIndicZero = 0x0660;
const easternArabicIndicZero = 0x06f0;

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits to Latin digits. */
export function toLatinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code - (code >= easternArabicIndicZero ? easternArabicIndicZero : arabicIndicZero));
  });
}

/** The Intl locale behind each site language: Kuwaiti Arabic (Arabic-Indic digits) and Kuwaiti English. */
export const intlLocale: Record<Locale, string> = { ar: 'ar-KW', en: 'en-KW' };

/** Money is stored as integer fils (1 KWD = 1000 fils) and shown in KWD with 3 decimals. */
export function formatKwd(fils: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], {
    style: 'currency',
    currency: 'KWD',
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  }).format(fils / 1000);
}

export function formatArea(squareMetres: number, locale: Locale): string {
  const n = new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 1 }).format(squareMetres);
  return locale === 'ar' ? `${n} م²` : `${n} m²`;
}

export function formatDate(value: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'medium', timeZone: 'Asia/Kuwait' }).format(new Date(value));
}

/** A reference's name in the page's language (reference data carries both). */
export function localName(locale: string, ref: { nameAr: string; nameEn: string }): string {
  return locale === 'ar' ? ref.nameAr : ref.nameEn;
}
