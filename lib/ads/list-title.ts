import type { useTranslations } from 'next-intl';
import type { DealTypeSlug } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/config';
import type { CategoryOption, TypeOption } from './list-catalogue';

type Translate = ReturnType<typeof useTranslations<'adList'>>;

export interface TitleParts {
  dealType?: DealTypeSlug;
  category?: CategoryOption;
  type?: TypeOption;
  /** Names of the areas filtered by; more than three read as "Kuwait". */
  areas: string[];
}

const MAX_NAMED_AREAS = 3;

/** "شقق", "عقارات استثمارية", "عقارات": the plural a title starts with (a type or category added later reads as-is). */
export function pluralName(t: Translate, { category, type }: Pick<TitleParts, 'category' | 'type'>): string {
  if (type) {
    const key = `typePlural.${type.slug}` as 'typePlural.apartment';
    return t.has(key) ? t(key) : type.name;
  }
  if (category) {
    const key = `categoryPlural.${category.slug}` as 'categoryPlural.investment';
    return t.has(key) ? t(key) : t('propertiesOf', { name: category.name });
  }
  return t('properties');
}

export function placeName(t: Translate, locale: Locale, areas: string[]): string {
  if (!areas.length || areas.length > MAX_NAMED_AREAS) return t('kuwait');
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(areas);
}

/** The page's h1 and SEO title: "شقق للإيجار في السالمية", "Apartments for rent in Salmiya". */
export function listTitle(t: Translate, locale: Locale, parts: TitleParts): string {
  return t(`title.${parts.dealType ?? 'any'}`, {
    what: pluralName(t, parts),
    place: placeName(t, locale, parts.areas),
  });
}
