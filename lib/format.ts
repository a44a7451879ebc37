import type { Locale } from './i18n/config';

/**
 * Every number, price, area and date the UI shows. Latin digits in both languages, as Kuwait's portals and banks print
 * them: Kuwaiti Intl locales with the Latin numbering system, whatever a runtime's default digits for Arabic are.
 * Money is stored as integer fils (1 KWD = 1000 fils).
 */

const arabicIndicZero = 0x0660;
const easternArabicIndicZero = 0x06f0;

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits to Latin digits: inputs accept both. */
export function toLatinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code - (code >= easternArabicIndicZero ? easternArabicIndicZero : arabicIndicZero));
  });
}

const intlLocale: Record<Locale, string> = { ar: 'ar-KW-u-nu-latn', en: 'en-KW-u-nu-latn' };
const timeZone = 'Asia/Kuwait';

// Building an Intl formatter costs far more than using one, and a list page formats hundreds of values: one per
// locale and options, kept.
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cachedFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  locale: Locale,
  options: object,
  create: (locale: string) => F,
): F {
  const key = `${kind}${locale}${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (!format) formats.set(key, (format = create(intlLocale[locale])));
  return format;
}

const numberFormat = (locale: Locale, options: Intl.NumberFormatOptions) =>
  cachedFormat('n', locale, options, (tag) => new Intl.NumberFormat(tag, options));
const dateFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  cachedFormat('d', locale, options, (tag) => new Intl.DateTimeFormat(tag, options));

/*
 * Cards (ads, news) format their numbers and dates in the browser while they hydrate, and a page's first Intl formatter
 * loads the browser's ICU data: 25–45 ms of one task on this machine's Chromium, 100–180 ms at Lighthouse's phone
 * throttling, most of it blocking time. Numbers and calendar days, which both locales print with Latin digits, are
 * therefore written here exactly as the Intl formats above write them (format.test.ts compares the two over every day
 * of 35 years and thousands of numbers); anything else (negative numbers, exponents, days before 1951, when Kuwait's
 * offset was not yet +03:00) goes to Intl.
 */

/** `digits` (a non-negative decimal without exponent) rounded half away from zero to `max` fraction digits. */
function roundDecimal(digits: string, max: number): [whole: string, fraction: string] {
  const [whole = '0', fraction = ''] = digits.split('.');
  if (fraction.length <= max) return [whole, fraction];
  const kept = `${whole}${fraction.slice(0, max)}`;
  if (fraction.charCodeAt(max) < 53 /* '5' */) return [whole, fraction.slice(0, max)];
  const up = (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
  const wholeLength = up.length - max;
  return [up.slice(0, wholeLength), up.slice(wholeLength)];
}

type DecimalOptions = { minimumFractionDigits?: number; maximumFractionDigits: number; useGrouping?: false };

/** A non-negative number as the Kuwaiti locales print it with Latin digits: "1,234.5"; undefined when Intl must. */
function plainDecimal(
  value: number,
  { minimumFractionDigits = 0, maximumFractionDigits, useGrouping }: DecimalOptions,
): string | undefined {
  if (!Number.isFinite(value) || value < 0 || Object.is(value, -0)) return undefined;
  const digits = String(value);
  if (digits.includes('e')) return undefined;
  const [whole, rounded] = roundDecimal(digits, maximumFractionDigits);
  const fraction = rounded.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  const grouped = useGrouping === false ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

const decimal = (value: number, locale: Locale, options: DecimalOptions) =>
  plainDecimal(value, options) ?? numberFormat(locale, options).format(value);

/** CLDR's Gregorian month names of ar-KW (wide) and en-KW (abbreviated), as Intl prints them. */
const monthNames: Record<Locale, readonly string[]> = {
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};
const kuwaitOffsetMs = 3 * 3_600_000;
/** Kuwait has kept UTC+03:00 since 1950 (the IANA database's Asia/Riyadh, which Asia/Kuwait links to). */
const fixedOffsetSince = Date.UTC(1951, 0, 1);

/** A count or quantity with thousands grouping: "1,250". */
export function formatCount(value: number, locale: Locale): string {
  return decimal(value, locale, { maximumFractionDigits: 0 });
}

/** An identifier or a year, without grouping: "2026", ad "104233". */
export function formatDigits(value: number, locale: Locale): string {
  return decimal(value, locale, { useGrouping: false, maximumFractionDigits: 0 });
}

/**
 * A share given in percent (0–100): "12.5%". Arabic formatting wraps the sign in left-to-right marks, meant for
 * Arabic-Indic digits; with Latin digits they only split the number from its sign, which a closed `<select>` in an
 * Arabic page then shows as "%12.5". Without them "12.5%" stays one run in either direction.
 */
export function formatPercent(percent: number, locale: Locale): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })
    .format(percent / 100)
    .replace(/\u200e/g, '');
}

/** Whole dinars from fils, rounded to the nearest dinar. */
export const filsToDinars = (fils: number) => Math.round(fils / 1000);

const withCurrency = (amount: string, locale: Locale) => (locale === 'ar' ? `${amount} د.ك` : `KD ${amount}`);

/** A property's price or rent, a deal's value: whole dinars, "240,000 د.ك" / "KD 240,000". */
export function formatPrice(fils: number, locale: Locale): string {
  return withCurrency(formatCount(filsToDinars(fils), locale), locale);
}

/** A price per square metre in whole dinars: "960 د.ك/م²" / "KD 960/m²". */
export function formatPricePerSqm(fils: number, locale: Locale): string {
  return `${formatPrice(fils, locale)}/${locale === 'ar' ? 'م²' : 'm²'}`;
}

/** A rent per square metre a month, to the fils that set it apart: "3.05 د.ك/م²" / "KD 3.05/m²". */
export function formatRentPerSqm(fils: number, locale: Locale): string {
  return `${withCurrency(decimal(fils / 1000, locale, { maximumFractionDigits: 2 }), locale)}/${locale === 'ar' ? 'م²' : 'm²'}`;
}

/**
 * Where fils matter (packages, fees, payments, receipts, bid increments): three decimals, "12.500 د.ك" / "KD 12.500".
 * Beside whole-dinar amounts a fee carries its name ("Appraisal fee: 75.000 KD"), never a bare figure in a list of facts.
 */
export function formatFils(fils: number, locale: Locale): string {
  return withCurrency(decimal(fils / 1000, locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 }), locale);
}

/** Square metres: "1,000 م²" / "1,000 m²". */
export function formatArea(squareMetres: number, locale: Locale): string {
  const n = decimal(squareMetres, locale, { maximumFractionDigits: 1 });
  return locale === 'ar' ? `${n} م²` : `${n} m²`;
}

/** A Kuwait calendar day in the page's language: "5 مارس 2026" / "Mar 5, 2026". */
export function formatDate(value: Date | string, locale: Locale): string {
  const time = new Date(value).getTime();
  if (time >= fixedOffsetSince) {
    const day = new Date(time + kuwaitOffsetMs);
    const [date, month, year] = [day.getUTCDate(), monthNames[locale][day.getUTCMonth()], day.getUTCFullYear()];
    if (year <= 9999) return locale === 'ar' ? `${date} ${month} ${year}` : `${month} ${date}, ${year}`;
  }
  return dateFormat(locale, {
    day: 'numeric',
    month: locale === 'ar' ? 'long' : 'short',
    year: 'numeric',
    timeZone,
  }).format(new Date(value));
}

/** A Kuwait wall-clock moment, whatever the visitor's own time zone: "الخميس، 5 مارس 2026 في 9:30 م". */
export function formatDateTime(value: Date | string, locale: Locale): string {
  return dateFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(value));
}

/** A calendar month of a `YYYY-MM-DD` day: "مارس 2026" / "March 2026". */
export function formatMonth(isoDay: string, locale: Locale): string {
  return dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}

/** A reference's name in the page's language (reference data carries both). */
export function localName(locale: string, ref: { nameAr: string; nameEn: string }): string {
  return locale === 'ar' ? ref.nameAr : ref.nameEn;
}
