import { describe, expect, it } from 'vitest';
import { mapHeader } from './columns';
import { parseDealRow, type AreaLookup, type Cell } from './parse-row';

const areas: AreaLookup = new Map([
  ['السالميه', { id: 34, governorateId: 3 }],
  ['salmiya', { id: 34, governorateId: 3 }],
]);
const columns = mapHeader([
  'التاريخ',
  'المنطقة',
  'القطعة',
  'نوع العقار',
  'الوصف',
  'المساحة (م²)',
  'القيمة (د.ك)',
  'نسبة البيع',
])!;
const row = (overrides: Partial<Record<number, Cell>>) => {
  const cells: Cell[] = ['2026-11-20', 'السالمية', '10', 'استثماري', 'عمارة', '1000', '3,100,000', ''];
  for (const [index, value] of Object.entries(overrides)) cells[Number(index)] = value ?? null;
  return parseDealRow(cells, columns, areas, '2026-11-27');
};

describe('a deals file row', () => {
  it('finds the columns by their Arabic or English headers, in any order', () => {
    expect(columns).toMatchObject({
      recordedOn: 0,
      area: 1,
      block: 2,
      category: 3,
      propertyKind: 4,
      sizeSqm: 5,
      value: 6,
    });
    expect(mapHeader(['Value (KWD)', 'Size (m²)', 'Description', 'Category', 'Area', 'Date'])).toMatchObject({
      value: 0,
      sizeSqm: 1,
      area: 4,
    });
    expect(mapHeader(['التاريخ', 'المنطقة', 'القيمة'])).toBeUndefined();
  });

  it('reads dates, Arabic digits, separators and currency as the ministry and spreadsheets write them', () => {
    expect(row({})).toMatchObject({
      recordedOn: '2026-11-20',
      areaId: 34,
      category: 'investment',
      propertyKind: 'building',
      sizeSqm: 1000,
      totalValueFils: 3_100_000_000,
      pricePerSqmFils: 3_100_000,
      salePercentage: 100,
      block: '10',
    });
    expect(row({ 0: '20/11/2026' })).toMatchObject({ recordedOn: '2026-11-20' });
    expect(row({ 0: new Date('2026-11-20T00:00:00Z') })).toMatchObject({ recordedOn: '2026-11-20' });
    expect(row({ 0: 46346 })).toMatchObject({ recordedOn: '2026-11-20' });
    expect(row({ 5: '١٠٠٠', 6: 'KD 3,100,000.500', 7: '50%' })).toMatchObject({
      sizeSqm: 1000,
      totalValueFils: 3_100_000_500,
      salePercentage: 50,
      pricePerSqmFils: 6_200_001,
    });
    expect(row({ 1: 'Salmiya', 3: 'Investment', 4: 'building' })).toMatchObject({ areaId: 34 });
  });

  it('names the first thing wrong with a row', () => {
    expect(row({ 0: '31/02/2026' })).toEqual({ field: 'recordedOn', reason: 'date', value: '31/02/2026' });
    expect(row({ 0: '2026-11-28' })).toMatchObject({ reason: 'futureDate' });
    expect(row({ 1: 'حولي الجديدة' })).toMatchObject({ field: 'area', reason: 'area' });
    expect(row({ 3: 'قصور' })).toMatchObject({ reason: 'category' });
    expect(row({ 4: 'برج' })).toMatchObject({ reason: 'propertyKind' });
    expect(row({ 5: '0' })).toMatchObject({ reason: 'size' });
    expect(row({ 6: 'مجاناً' })).toMatchObject({ reason: 'value' });
    expect(row({ 7: '150' })).toMatchObject({ reason: 'salePercentage' });
  });
});
