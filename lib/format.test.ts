import { describe, expect, it } from 'vitest';
import {
  filsToDinars,
  formatArea,
  formatCount,
  formatDate,
  formatDateTime,
  formatDigits,
  formatFils,
  formatMonth,
  formatPercent,
  formatPrice,
  formatPricePerSqm,
  formatRentPerSqm,
  localName,
  toLatinDigits,
} from './format';

const arabicIndic = /[\u0660-\u0669\u06f0-\u06f9]/;

describe('property prices in whole dinars', () => {
  it('reads as Kuwaitis read them, in both languages', () => {
    expect(formatPrice(240_000_000, 'ar')).toBe('240,000 د.ك');
    expect(formatPrice(240_000_000, 'en')).toBe('KD 240,000');
    expect(formatPrice(470_000, 'ar')).toBe('470 د.ك');
    expect(formatPrice(470_000, 'en')).toBe('KD 470');
  });

  it('rounds fils to the nearest dinar', () => {
    expect(filsToDinars(525_500)).toBe(526);
    expect(filsToDinars(525_499)).toBe(525);
    expect(formatPrice(1_249_999_600, 'en')).toBe('KD 1,250,000');
    expect(formatPrice(400, 'ar')).toBe('0 د.ك');
  });

  it('gives prices per m² in whole dinars', () => {
    expect(formatPricePerSqm(960_000, 'ar')).toBe('960 د.ك/م²');
    expect(formatPricePerSqm(960_400, 'en')).toBe('KD 960/m²');
    expect(formatRentPerSqm(3_220, 'ar')).toBe('3.22 د.ك/م²');
    expect(formatRentPerSqm(10_000, 'en')).toBe('KD 10/m²');
    expect(formatRentPerSqm(6_125, 'en')).toBe('KD 6.13/m²');
    expect(formatPricePerSqm(1_200_600, 'en')).toBe('KD 1,201/m²');
  });
});

describe('payments with fils', () => {
  it('keeps three decimals', () => {
    expect(formatFils(12_500, 'ar')).toBe('12.500 د.ك');
    expect(formatFils(12_500, 'en')).toBe('KD 12.500');
    expect(formatFils(1_234_005, 'en')).toBe('KD 1,234.005');
    expect(formatFils(0, 'ar')).toBe('0.000 د.ك');
  });
});

describe('numbers', () => {
  it('groups counts and areas', () => {
    expect(formatCount(1250, 'ar')).toBe('1,250');
    expect(formatCount(3, 'en')).toBe('3');
    expect(formatArea(1000, 'ar')).toBe('1,000 م²');
    expect(formatArea(312.25, 'en')).toBe('312.3 m²');
  });

  it('writes identifiers and years without grouping', () => {
    expect(formatDigits(104233, 'ar')).toBe('104233');
    expect(formatDigits(2026, 'en')).toBe('2026');
  });

  it('writes percentages', () => {
    expect(formatPercent(50, 'en')).toBe('50%');
    expect(toLatinDigits(formatPercent(12.5, 'ar'))).toMatch(/^12\.5\D*%\D*$/);
    // No direction marks between the number and its sign: a closed select in an Arabic page would show "%12.5".
    expect(formatPercent(12.5, 'ar')).toBe('12.5%');
  });
});

describe('dates in Kuwait time, in the page language', () => {
  it('names the month in Arabic and in English', () => {
    expect(formatDate('2026-03-05', 'ar')).toBe('5 مارس 2026');
    expect(formatDate('2026-03-05', 'en')).toBe('Mar 5, 2026');
    // 22:30 UTC is already the next day in Kuwait.
    expect(formatDate(new Date('2026-03-05T22:30:00Z'), 'en')).toBe('Mar 6, 2026');
  });

  it('gives an auction time on Kuwait’s clock', () => {
    const at = '2026-03-05T18:30:00Z';
    expect(formatDateTime(at, 'ar')).toContain('5 مارس 2026');
    expect(formatDateTime(at, 'ar')).toContain('9:30');
    expect(formatDateTime(at, 'en')).toBe('Thursday, March 5, 2026 at 9:30 PM');
  });

  it('names a month for the deals filters', () => {
    expect(formatMonth('2026-11-01', 'ar')).toBe('نوفمبر 2026');
    expect(formatMonth('2026-11-30', 'en')).toBe('November 2026');
  });
});

describe('one numbering system', () => {
  it('never prints Arabic-Indic digits, whatever the runtime’s default for Arabic', () => {
    const arabic = [
      formatPrice(240_000_000, 'ar'),
      formatPricePerSqm(960_000, 'ar'),
      formatFils(12_500, 'ar'),
      formatCount(1250, 'ar'),
      formatDigits(2026, 'ar'),
      formatArea(1000, 'ar'),
      formatPercent(12.5, 'ar'),
      formatDate('2026-03-05', 'ar'),
      formatDateTime('2026-03-05T18:30:00Z', 'ar'),
      formatMonth('2026-03-01', 'ar'),
    ];
    for (const text of arabic) expect(text).not.toMatch(arabicIndic);
  });

  it('reads Arabic-Indic and Eastern Arabic-Indic input as Latin digits', () => {
    expect(toLatinDigits('١٢٬٥٠٠')).toBe('12٬500');
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('قطعة ٤')).toBe('قطعة 4');
  });
});

describe('localName', () => {
  it('picks the page language', () => {
    expect(localName('ar', { nameAr: 'السالمية', nameEn: 'Salmiya' })).toBe('السالمية');
    expect(localName('en', { nameAr: 'السالمية', nameEn: 'Salmiya' })).toBe('Salmiya');
  });
});

describe('numbers and days written without Intl (no ICU load while cards hydrate)', () => {
  const tags = { ar: 'ar-KW-u-nu-latn', en: 'en-KW-u-nu-latn' } as const;
  const locales = ['ar', 'en'] as const;
  const intlNumbers = new Map<string, Intl.NumberFormat>();
  const intlNumber = (locale: 'ar' | 'en', value: number, options: Intl.NumberFormatOptions) => {
    const key = `${locale}${JSON.stringify(options)}`;
    if (!intlNumbers.has(key)) intlNumbers.set(key, new Intl.NumberFormat(tags[locale], options));
    return intlNumbers.get(key)!.format(value);
  };

  it('prints every day of 35 years, at both ends of Kuwait’s day, exactly as Intl does', () => {
    for (const locale of locales) {
      const intl = new Intl.DateTimeFormat(tags[locale], {
        day: 'numeric',
        month: locale === 'ar' ? 'long' : 'short',
        year: 'numeric',
        timeZone: 'Asia/Kuwait',
      });
      for (let day = Date.UTC(2000, 0, 1); day < Date.UTC(2035, 0, 1); day += 86_400_000) {
        for (const at of [day, day + 20 * 3_600_000 + 59 * 60_000, day + 21 * 3_600_000])
          expect(formatDate(new Date(at), locale)).toBe(intl.format(at));
      }
      expect(formatDate('1949-06-30T21:00:00Z', locale)).toBe(intl.format(new Date('1949-06-30T21:00:00Z')));
    }
  });

  it('prints counts, areas, amounts and identifiers exactly as Intl does', () => {
    let seed = 11;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const values = [
      0, 0.05, 0.5, 1.005, 2.675, 9.95, 99.95, 999.5, 999_999.5, 1e15, 12.345_678, 312.25, 0.000_1, 1e-7, 1e21, -3.05,
      -0,
    ];
    for (let i = 0; i < 4000; i++) {
      const magnitude = 10 ** Math.floor(random() * 10);
      values.push(
        Math.round(random() * magnitude * 1000) / 1000,
        Math.round(random() * magnitude) / 100 + 0.005,
        Math.floor(random() * magnitude) + 0.5,
      );
    }
    for (const locale of locales) {
      for (const value of values) {
        expect(formatCount(value, locale)).toBe(intlNumber(locale, value, { maximumFractionDigits: 0 }));
        expect(formatDigits(value, locale)).toBe(
          intlNumber(locale, value, { useGrouping: false, maximumFractionDigits: 0 }),
        );
        expect(formatArea(value, locale)).toContain(intlNumber(locale, value, { maximumFractionDigits: 1 }));
        expect(formatFils(value * 1000, locale)).toContain(
          intlNumber(locale, (value * 1000) / 1000, { minimumFractionDigits: 3, maximumFractionDigits: 3 }),
        );
        expect(formatRentPerSqm(value * 1000, locale)).toContain(
          intlNumber(locale, (value * 1000) / 1000, { maximumFractionDigits: 2 }),
        );
      }
    }
  });
});
