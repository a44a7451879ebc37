import type { DealBasis } from '../../../lib/constants';
import type { propertyCategories, propertyTypes } from '../../db/schema/reference';

export const dealTypeIds = { sale: 1, rent: 2, exchange: 3, wantedForRent: 4, wantedForSale: 5 } as const;

const { sale, rent, exchange, wantedForRent, wantedForSale } = dealTypeIds;
const everyDeal = [sale, rent, exchange, wantedForRent, wantedForSale];
const withoutExchange = [sale, rent, wantedForRent, wantedForSale];

export const categoryIds = {
  residential: 1,
  investment: 2,
  commercial: 3,
  industrial: 4,
  agricultural: 5,
  chalets: 6,
} as const;

export const propertyCategoryRows: (typeof propertyCategories.$inferInsert)[] = [
  {
    id: categoryIds.residential,
    slug: 'residential',
    nameAr: 'سكن خاص',
    nameEn: 'Private housing',
    kind: 'residential',
    dealCategory: 'private-housing',
    dealTypeIds: everyDeal,
    showInFilter: true,
    sort: 1,
  },
  {
    id: categoryIds.investment,
    slug: 'investment',
    nameAr: 'استثماري',
    nameEn: 'Investment',
    kind: 'investment',
    dealCategory: 'investment',
    dealTypeIds: everyDeal,
    showInFilter: true,
    sort: 2,
  },
  {
    id: categoryIds.commercial,
    slug: 'commercial',
    nameAr: 'تجاري',
    nameEn: 'Commercial',
    kind: 'commercial',
    dealCategory: 'commercial',
    dealTypeIds: withoutExchange,
    showInFilter: true,
    sort: 3,
  },
  {
    id: categoryIds.industrial,
    slug: 'industrial',
    nameAr: 'صناعي',
    nameEn: 'Industrial',
    kind: 'industrial',
    dealCategory: 'industrial',
    dealTypeIds: withoutExchange,
    showInFilter: true,
    sort: 4,
  },
  {
    id: categoryIds.agricultural,
    slug: 'agricultural',
    nameAr: 'زراعي وجواخير',
    nameEn: 'Farms and stables',
    kind: 'agricultural',
    dealCategory: null,
    dealTypeIds: withoutExchange,
    showInFilter: true,
    sort: 5,
  },
  {
    id: categoryIds.chalets,
    slug: 'chalets',
    nameAr: 'شاليهات',
    nameEn: 'Chalets',
    kind: 'coastal',
    dealCategory: 'coastal-strip',
    dealTypeIds: everyDeal,
    showInFilter: true,
    sort: 6,
  },
];

function type(
  id: number,
  categoryId: number,
  slug: string,
  nameAr: string,
  nameEn: string,
  dealBasis: DealBasis | null = null,
): typeof propertyTypes.$inferInsert {
  return { id, categoryId, slug, nameAr, nameEn, dealBasis, showInFilter: true, sort: id };
}

const { residential, investment, commercial, industrial, agricultural, chalets } = categoryIds;

/**
 * The last argument says how an ad of the type compares with recorded deals (priced per m² of the whole plot): only
 * whole plots, as land or built. Units (flats, floors, shops, offices, clinics, showrooms) have no plot size and no
 * badge. Warehouses and factories stand on their own industrial plot and are compared with the industrial built
 * deals; workshops mostly sit in crafts areas, a category the ads do not have, and rest houses and farms have no
 * recorded deals to compare with.
 */
export const propertyTypeRows: (typeof propertyTypes.$inferInsert)[] = [
  type(1, residential, 'house', 'بيت', 'House', 'built'),
  type(2, residential, 'villa', 'فيلا', 'Villa', 'built'),
  type(3, residential, 'residential-land', 'أرض سكنية', 'Residential land', 'land'),
  type(4, residential, 'floor', 'دور', 'Floor'),
  type(5, residential, 'residential-apartment', 'شقة في سكن خاص', 'Apartment in a private house'),
  type(6, residential, 'duplex', 'دوبلكس', 'Duplex'),
  type(7, residential, 'annex', 'ملحق', 'Annex'),

  type(8, investment, 'apartment', 'شقة', 'Apartment'),
  type(9, investment, 'studio', 'استوديو', 'Studio'),
  type(10, investment, 'penthouse', 'بنتهاوس', 'Penthouse'),
  type(11, investment, 'investment-duplex', 'دوبلكس استثماري', 'Investment duplex'),
  type(12, investment, 'building', 'عمارة', 'Building', 'built'),
  type(13, investment, 'investment-land', 'أرض استثمارية', 'Investment land', 'land'),

  type(14, commercial, 'shop', 'محل', 'Shop'),
  type(15, commercial, 'office', 'مكتب', 'Office'),
  type(16, commercial, 'showroom', 'معرض', 'Showroom'),
  type(17, commercial, 'commercial-complex', 'مجمع تجاري', 'Commercial complex', 'built'),
  type(18, commercial, 'commercial-land', 'أرض تجارية', 'Commercial land', 'land'),
  type(19, commercial, 'clinic', 'عيادة', 'Clinic'),

  type(20, industrial, 'industrial-plot', 'قسيمة صناعية', 'Industrial plot', 'land'),
  type(21, industrial, 'warehouse', 'مخزن', 'Warehouse', 'built'),
  type(22, industrial, 'workshop', 'ورشة', 'Workshop'),
  type(23, industrial, 'factory', 'مصنع', 'Factory', 'built'),
  type(24, industrial, 'industrial-showroom', 'معرض صناعي', 'Industrial showroom'),

  type(25, agricultural, 'farm', 'مزرعة', 'Farm'),
  type(26, agricultural, 'stable', 'جاخور', 'Livestock stable (jakhour)'),
  type(27, agricultural, 'horse-stable', 'إسطبل خيل', 'Horse stable'),
  type(28, agricultural, 'agricultural-plot', 'قسيمة زراعية', 'Agricultural plot'),

  type(29, chalets, 'chalet', 'شاليه', 'Chalet', 'built'),
  type(30, chalets, 'chalet-land', 'أرض شاليه', 'Chalet plot', 'land'),
  type(31, chalets, 'rest-house', 'استراحة', 'Rest house (istiraha)'),
];
