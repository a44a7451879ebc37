import type { ListCatalogue } from '@/lib/ads/list-catalogue';
import { dealTypes, type DealTypeSlug } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/config';
import { dealTypeSlugs } from '@/lib/schemas/ads';
import { listAreas, listPropertyCategories, listPropertyTypes } from '@/server/services/reference-data';

/** Categories (with the deal types offering each), types and areas of the list filters, in the page's language. */
export async function loadListCatalogue(dealType: DealTypeSlug | undefined, locale: Locale): Promise<ListCatalogue> {
  // All memoised reference data: these calls cost nothing after the first page.
  const [perDeal, types, areas] = await Promise.all([
    Promise.all(dealTypeSlugs.map((slug) => listPropertyCategories(dealTypes[slug], { isFilter: true }))),
    listPropertyTypes(0, { isFilter: true }),
    listAreas({ isFilter: true }),
  ]);
  const ar = locale === 'ar';
  const dealsOf = (categoryId: number) =>
    dealTypeSlugs.filter((_, index) => perDeal[index]!.some((c) => c.id === categoryId));
  const categories = (
    dealType ? perDeal[dealTypeSlugs.indexOf(dealType)]! : [...new Map(perDeal.flat().map((c) => [c.id, c])).values()]
  ).map((c) => ({
    id: c.id,
    slug: c.slug,
    name: ar ? c.nameAr : c.nameEn,
    dealTypes: dealsOf(c.id),
  }));
  const offered = new Set(categories.map((c) => c.id));
  return {
    categories,
    types: types
      .filter((t) => offered.has(t.categoryId))
      .map((t) => ({ id: t.id, slug: t.slug, categoryId: t.categoryId, name: ar ? t.nameAr : t.nameEn })),
    areas: areas.data.map((a) => ({
      id: a.id,
      name: ar ? a.nameAr : a.nameEn,
      altName: ar ? a.nameEn : a.nameAr,
      governorate: ar ? a.governorate.nameAr : a.governorate.nameEn,
    })),
  };
}
