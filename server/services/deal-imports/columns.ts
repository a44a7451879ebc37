import type { DealImportField } from '@/lib/schemas/deal-imports';
import { normalizeForSearch } from '@/lib/search/normalize-arabic';

/**
 * The headers each column of a deals file may carry: Arabic as the Ministry of Justice's weekly bulletin prints them,
 * and English. Compared after the search normaliser (hamza, taa marbuta and punctuation folded, "م²" read as "م2"), so
 * "المساحة (م²)" and "المساحه م2" are one header. A governorate column, or any other, is read past.
 */
const headers: Record<DealImportField, string[]> = {
  recordedOn: ['التاريخ', 'تاريخ التسجيل', 'تاريخ العقد', 'تاريخ الصفقة', 'date', 'recorded on', 'deal date'],
  area: ['المنطقة', 'اسم المنطقة', 'area', 'area name', 'district'],
  block: ['القطعة', 'رقم القطعة', 'block', 'block no'],
  category: ['نوع العقار', 'الاستعمال', 'نوع الاستعمال', 'التصنيف', 'category', 'use', 'property category'],
  propertyKind: ['الوصف', 'وصف العقار', 'النوع', 'description', 'property type', 'type'],
  sizeSqm: ['المساحة', 'المساحة م2', 'المساحة بالمتر المربع', 'size', 'size m2', 'size sqm', 'area m2', 'area sqm'],
  value: [
    'القيمة',
    'قيمة الصفقة',
    'القيمة بالدينار',
    'القيمة د.ك',
    'القيمة دك',
    'الثمن',
    'المبلغ',
    'value',
    'value kwd',
    'total value',
    'price',
    'price kwd',
  ],
  salePercentage: [
    'نسبة البيع',
    'النسبة المباعة',
    'النسبة',
    'sale percentage',
    'share sold',
    'share',
    'percentage sold',
  ],
  supplyRatio: ['نسبة البناء', 'نسبة البناء المسموحة', 'building ratio', 'supply ratio'],
};

export const requiredFields: readonly DealImportField[] = [
  'recordedOn',
  'area',
  'category',
  'propertyKind',
  'sizeSqm',
  'value',
];

export const normalizeHeader = (text: string) => normalizeForSearch(text.replace(/²/g, '2'));

const fieldByHeader = new Map<string, DealImportField>(
  Object.entries(headers).flatMap(([field, names]) =>
    names.map((name) => [normalizeHeader(name), field as DealImportField] as const),
  ),
);

/** Where each known column sits in a header row; undefined unless every required column is there. */
export type ColumnMap = Partial<Record<DealImportField, number>>;

export function mapHeader(cells: readonly string[]): ColumnMap | undefined {
  const columns: ColumnMap = {};
  cells.forEach((cell, index) => {
    const field = fieldByHeader.get(normalizeHeader(cell));
    if (field && columns[field] === undefined) columns[field] = index;
  });
  return requiredFields.every((field) => columns[field] !== undefined) ? columns : undefined;
}

/** The headers a file may use, per column, for the page that explains the format. */
export const acceptedHeaders = headers;
