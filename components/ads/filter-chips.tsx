import 'server-only';
import { getTranslations } from 'next-intl/server';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { CloseIcon } from '@/components/ui/icons';
import { formatArea, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import type { ListPageData } from '@/app/[locale]/(default)/ads/_data/list-page';
import { listHref, type ListFilters } from '@/lib/ads/list-href';
import { ListLink } from './list-navigation';

type Chip = { key: string; label: string; href: string };
type Range = { min?: number; max?: number };

/** Each applied filter with the list URL that drops it (and goes back to page 1). */
async function chipsOf(data: ListPageData, locale: Locale): Promise<{ chips: Chip[]; clearHref?: string }> {
  const [t, tSummary, tFilters] = await Promise.all([
    getTranslations({ locale, namespace: 'adList.chips' }),
    getTranslations({ locale, namespace: 'savedSearches.summary' }),
    getTranslations({ locale, namespace: 'ads.filters' }),
  ]);
  const { dealType, scope, type, filters, catalogue } = data;
  const without = (next: Partial<ListFilters>) => data.hrefWith({ ...next, page: undefined });
  const range = ({ min, max }: Range, format: (value: number) => string, kind: 'price' | 'size') => {
    if (min !== undefined && max !== undefined)
      return tSummary(`${kind}Between`, { min: format(min), max: format(max) });
    if (min !== undefined) return tSummary(`${kind}From`, { min: format(min) });
    return max === undefined ? undefined : tSummary(`${kind}To`, { max: format(max) });
  };
  const price = range(
    { min: filters.priceMin, max: filters.priceMax },
    (kwd) => formatPrice(kwd * 1000, locale),
    'price',
  );
  const size = range({ min: filters.sizeMin, max: filters.sizeMax }, (sqm) => formatArea(sqm, locale), 'size');

  const chips: Chip[] = [];
  if (type) {
    // A type inside a deal type lives in the path: without it the list is the type's category, as "any type" in the form.
    const href = dealType
      ? listHref({
          dealType,
          slug: scope.category?.slug,
          filters: { ...filters, propertyTypeId: undefined, categoryId: undefined, page: undefined },
        })
      : without({ propertyTypeId: undefined });
    chips.push({ key: 'type', label: type.name, href });
  }
  for (const id of filters.areaIds) {
    const name = catalogue.areas.find((area) => area.id === id)?.name;
    if (name)
      chips.push({
        key: `area-${id}`,
        label: name,
        href: without({ areaIds: filters.areaIds.filter((other) => other !== id) }),
      });
  }
  if (price) chips.push({ key: 'price', label: price, href: without({ priceMin: undefined, priceMax: undefined }) });
  if (size) chips.push({ key: 'size', label: size, href: without({ sizeMin: undefined, sizeMax: undefined }) });
  if (filters.bedrooms !== undefined) {
    const label = tSummary(filters.bedroomsExact ? 'bedroomsExact' : 'bedrooms', { count: filters.bedrooms });
    chips.push({ key: 'bedrooms', label, href: without({ bedrooms: undefined, bedroomsExact: undefined }) });
  }
  if (filters.bathrooms !== undefined)
    chips.push({
      key: 'bathrooms',
      label: tSummary('bathrooms', { count: filters.bathrooms }),
      href: without({ bathrooms: undefined }),
    });
  if (filters.fairPrice)
    chips.push({
      key: 'fairPrice',
      label: tFilters(`fairPrices.${filters.fairPrice}`),
      href: without({ fairPrice: undefined }),
    });
  if (filters.brokerAds)
    chips.push({ key: 'brokerAds', label: t('brokerAds'), href: without({ brokerAds: undefined }) });
  if (filters.verified) chips.push({ key: 'verified', label: t('verified'), href: without({ verified: undefined }) });
  // Several filters: one more chip clears them all, keeping the typed words.
  const clearHref = chips.length > 1 ? clearFiltersHref(data) : undefined;
  if (filters.q) chips.push({ key: 'q', label: tSummary('words', { q: filters.q }), href: without({ q: undefined }) });
  return { chips, clearHref };
}

/** The list of this deal type and category without any filter but the typed words (a search is not a filter). */
export function clearFiltersHref({
  dealType,
  scope,
  filters,
}: Pick<ListPageData, 'dealType' | 'scope' | 'filters'>): string {
  return listHref({ dealType, slug: scope.category?.slug, filters: { areaIds: [], q: filters.q } });
}

const chipClass = cn(
  'inline-flex min-h-9 items-center gap-1.5 rounded-full py-1 ps-3 pe-2 text-sm font-medium ring-1 transition-colors',
  'text-brand-800 ring-brand-200 bg-white hover:bg-brand-50',
  focusRing,
);

/** The filters in force as chips, each a link that removes it: visible on a phone without opening the panel. */
export async function FilterChips({ data, locale }: { data: ListPageData; locale: Locale }) {
  const { chips, clearHref } = await chipsOf(data, locale);
  if (!chips.length) return null;
  const t = await getTranslations({ locale, namespace: 'adList.chips' });
  return (
    <div role="group" aria-label={t('label')} data-testid="filter-chips">
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <ListLink href={chip.href} aria-label={t('remove', { name: chip.label })} className={chipClass}>
              <span dir="auto">{chip.label}</span>
              <CloseIcon className="size-4 text-brand-500" />
            </ListLink>
          </li>
        ))}
        {clearHref && (
          <li>
            <ListLink
              href={clearHref}
              className={cn(
                'rounded-full px-3 py-1.5 text-sm font-semibold text-slate-600 underline-offset-4 hover:underline',
                focusRing,
              )}
            >
              {t('clearAll')}
            </ListLink>
          </li>
        )}
      </ul>
    </div>
  );
}
