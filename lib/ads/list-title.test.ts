import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { Locale } from '@/lib/i18n/config';
import type { CategoryOption, TypeOption } from './list-catalogue';
import { listTitle, type TitleParts } from './list-title';

const translators = {
  ar: createTranslator({ locale: 'ar', messages: ar, namespace: 'adList' }),
  en: createTranslator({ locale: 'en', messages: en, namespace: 'adList' }),
};
const title = (locale: Locale, parts: TitleParts) =>
  listTitle(translators[locale] as unknown as Parameters<typeof listTitle>[0], locale, parts);

const investment: CategoryOption = { id: 2, slug: 'investment', name: 'استثماري', dealTypes: ['rent', 'sale'] };
const flat: TypeOption = { id: 8, slug: 'apartment', name: 'شقة', categoryId: 2 };
const newType: TypeOption = { id: 99, slug: 'tower', name: 'برج', categoryId: 2 };

describe('listTitle (the list page heading and title)', () => {
  it('names the type in the plural, the deal and the area: "شقق للإيجار في السالمية"', () => {
    expect(title('ar', { dealType: 'rent', category: investment, type: flat, areas: ['السالمية'] })).toBe(
      'شقق للإيجار في السالمية',
    );
    expect(title('en', { dealType: 'rent', category: investment, type: flat, areas: ['Salmiya'] })).toBe(
      'Apartments for rent in Salmiya',
    );
  });

  it('reads the category, or "properties", in Kuwait when no area is chosen', () => {
    expect(title('ar', { dealType: 'sale', category: investment, areas: [] })).toBe('عقارات استثمارية للبيع في الكويت');
    expect(title('ar', { dealType: 'rent', areas: [] })).toBe('عقارات للإيجار في الكويت');
    expect(title('en', { areas: [] })).toBe('Properties in Kuwait');
  });

  it('joins up to three areas with the language’s "and", and reads more as Kuwait', () => {
    expect(title('ar', { dealType: 'rent', type: flat, areas: ['السالمية', 'حولي'] })).toBe(
      'شقق للإيجار في السالمية وحولي',
    );
    expect(title('en', { dealType: 'rent', type: flat, areas: ['Salmiya', 'Hawalli', 'Jabriya'] })).toBe(
      'Apartments for rent in Salmiya, Hawalli, and Jabriya',
    );
    expect(title('ar', { dealType: 'rent', areas: ['أ', 'ب', 'ج', 'د'] })).toBe('عقارات للإيجار في الكويت');
  });

  it('puts "wanted" first for wanted ads, and falls back to the type’s own name for a type without a plural', () => {
    expect(title('ar', { dealType: 'wanted-for-rent', type: flat, areas: ['السالمية'] })).toBe(
      'مطلوب شقق للإيجار في السالمية',
    );
    expect(title('ar', { dealType: 'sale', type: newType, areas: [] })).toBe('برج للبيع في الكويت');
  });
});
