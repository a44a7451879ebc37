import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ListCatalogue } from '@/lib/ads/list-catalogue';
import { formatArea, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import type { SavedSearchFilters } from '@/lib/schemas/saved-searches';

type Range = { min?: number; max?: number };

/** "شقق · عقارات للإيجار · السالمية، حولي · حتى 500 د.ك · 2 غرف نوم أو أكثر": a saved search's filters in one line. */
export async function filtersSummary(
  filters: SavedSearchFilters,
  catalogue: ListCatalogue,
  locale: Locale,
): Promise<string> {
  const [t, tList, tFilters] = await Promise.all([
    getTranslations({ locale, namespace: 'savedSearches.summary' }),
    getTranslations({ locale, namespace: 'adList' }),
    getTranslations({ locale, namespace: 'ads.filters' }),
  ]);
  const range = (
    { min, max }: Range,
    format: (value: number) => string,
    keys: { from: 'priceFrom' | 'sizeFrom'; to: 'priceTo' | 'sizeTo'; between: 'priceBetween' | 'sizeBetween' },
  ) => {
    if (min !== undefined && max !== undefined) return t(keys.between, { min: format(min), max: format(max) });
    if (min !== undefined) return t(keys.from, { min: format(min) });
    if (max !== undefined) return t(keys.to, { max: format(max) });
    return undefined;
  };
  const type = catalogue.types.find((x) => x.id === filters.propertyTypeId)?.name;
  const category = catalogue.categories.find((x) => x.id === filters.categoryId)?.name;
  const areas = (filters.areaIds ?? []).flatMap((id) => catalogue.areas.find((a) => a.id === id)?.name ?? []);
  const parts = [
    filters.dealType && tList(`dealCrumb.${filters.dealType}`),
    type ?? category,
    areas.length ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(areas) : undefined,
    range({ min: filters.priceMin, max: filters.priceMax }, (kwd) => formatPrice(kwd * 1000, locale), {
      from: 'priceFrom',
      to: 'priceTo',
      between: 'priceBetween',
    }),
    range({ min: filters.sizeMin, max: filters.sizeMax }, (sqm) => formatArea(sqm, locale), {
      from: 'sizeFrom',
      to: 'sizeTo',
      between: 'sizeBetween',
    }),
    filters.bedrooms !== undefined
      ? t(filters.bedroomsExact ? 'bedroomsExact' : 'bedrooms', { count: filters.bedrooms })
      : undefined,
    filters.bathrooms !== undefined ? t('bathrooms', { count: filters.bathrooms }) : undefined,
    filters.fairPrice && tFilters(`fairPrices.${filters.fairPrice}`),
    filters.q ? t('words', { q: filters.q }) : undefined,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' · ') : t('all');
}
