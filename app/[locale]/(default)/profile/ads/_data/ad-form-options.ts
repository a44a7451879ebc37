import type { AdFormOptions } from '@/components/ad-form/ad-form-options';
import { dealTypes, type DealTypeSlug } from '@/lib/constants';
import { listAreas, listPropertyCategories, listPropertyTypes } from '@/server/services/reference-data';

const dealTypeEntries = Object.entries(dealTypes) as Array<[DealTypeSlug, number]>;

/** Categories with the deal types that offer them, every property type and every area (all memoised reference data). */
export async function loadAdFormOptions(): Promise<AdFormOptions> {
  const [perDealType, propertyTypes, areas] = await Promise.all([
    Promise.all(
      dealTypeEntries.map(async ([slug, id]) => ({ slug, categories: await listPropertyCategories(id, {}) })),
    ),
    listPropertyTypes(0, {}),
    listAreas({}),
  ]);
  const categories = new Map<number, AdFormOptions['categories'][number]>();
  for (const { slug, categories: offered } of perDealType) {
    for (const { id, nameAr, nameEn } of offered) {
      const category = categories.get(id) ?? { id, nameAr, nameEn, dealTypes: [] };
      category.dealTypes.push(slug);
      categories.set(id, category);
    }
  }
  return {
    categories: [...categories.values()],
    propertyTypes: propertyTypes.map(({ id, categoryId, nameAr, nameEn }) => ({ id, categoryId, nameAr, nameEn })),
    areas: areas.data.map(({ id, nameAr, nameEn, governorate }) => ({
      id,
      nameAr,
      nameEn,
      governorate: { nameAr: governorate.nameAr, nameEn: governorate.nameEn },
    })),
  };
}
