import { dealCategories, dealPropertyKinds, type DealCategory, type DealPropertyKind } from '@/lib/constants';
import { toLatinDigits } from '@/lib/format';
import type { DealImportField, DealImportReason } from '@/lib/schemas/deal-imports';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { normalizeHeader, type ColumnMap } from './columns';

/** A cell as the readers give it: text from a CSV, and text, a number or a date from a sheet. */
export type Cell = string | number | Date | null;

/** A row of the file with its line (a CSV's line, a sheet's row number). */
export type FileRow = { line: number; cells: Cell[] };

export type ParsedDeal = {
  recordedOn: string;
  areaId: number;
  governorateId: number;
  block: string | null;
  category: DealCategory;
  propertyKind: DealPropertyKind;
  sizeSqm: number;
  totalValueFils: number;
  pricePerSqmFils: number;
  salePercentage: number;
  supplyRatio: number | null;
};

export type RowRefusal = { field: DealImportField; reason: DealImportReason; value: string };

/** The areas by every name they go by (Arabic, English, aliases), normalised. */
export type AreaLookup = Map<string, { id: number; governorateId: number }>;

/** The oldest day a file may record: the deals history starts in the 2000s. */
const OLDEST_DAY = '2000-01-01';
const MAX_SIZE_SQM = 1_000_000;
/** The largest value the deals table takes (KD 10 billion, as members' submissions). */
const MAX_VALUE_FILS = 10_000_000_000_000;

function labelLookup<T extends string>(slugs: readonly T[], labels: Record<T, string>[], extra: Record<string, T>) {
  const lookup = new Map<string, T>();
  for (const slug of slugs) {
    lookup.set(normalizeHeader(slug), slug);
    for (const set of labels) lookup.set(normalizeHeader(set[slug]), slug);
  }
  for (const [name, slug] of Object.entries(extra)) lookup.set(normalizeHeader(name), slug);
  return lookup;
}

/** The ministry's own words beside the site's labels. */
const categories = labelLookup(dealCategories, [ar.deals.categories, en.deals.categories], {
  'شريط ساحلي': 'coastal-strip',
  سكني: 'private-housing',
  'سكن خاص نموذجي': 'private-housing',
  'private residential': 'private-housing',
  residential: 'private-housing',
  industry: 'industrial',
});
const kinds = labelLookup(dealPropertyKinds, [ar.deals.kinds, en.deals.kinds], {
  ارض: 'vacant-land',
  'ارض فضاء': 'vacant-land',
  land: 'vacant-land',
  منزل: 'house',
  'بيت سكن خاص': 'house',
  'قسيمة صناعية': 'plot',
  'قسيمة حرفية': 'plot',
  مخازن: 'warehouse',
  معارض: 'showroom',
});

const text = (cell: Cell): string =>
  cell === null ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim();

/** A number as typed: Arabic-Indic digits, thousands separators, a % or a currency sign around it. */
function numberOf(cell: Cell): number | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : undefined;
  const raw = toLatinDigits(text(cell))
    .replace(/[٬,\s]/g, '')
    .replace('٫', '.')
    .replace(/^(د\.?ك\.?|kd|kwd)|(د\.?ك\.?|kd|kwd|%|م2|m2)$/gi, '');
  if (!/^\d+(\.\d+)?$/.test(raw)) return undefined;
  return Number(raw);
}

const isoDay = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? date.toISOString().slice(0, 10)
    : undefined;
};

/** A day as a sheet stores it (a date, or Excel's serial number) or as written: 2026-11-23, 23/11/2026. */
function dayOf(cell: Cell): string | undefined {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? undefined : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number') {
    // Excel counts days from 30 December 1899.
    return Number.isInteger(cell) && cell > 0
      ? new Date(Date.UTC(1899, 11, 30 + cell)).toISOString().slice(0, 10)
      : undefined;
  }
  const value = toLatinDigits(text(cell));
  const ymd = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value);
  if (ymd) return isoDay(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  if (dmy) return isoDay(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  return undefined;
}

/**
 * One row of a deals file checked and turned into a deal, or the first thing wrong with it. `today` is Kuwait's
 * date: a deal cannot be recorded after it.
 */
export function parseDealRow(
  cells: readonly Cell[],
  columns: ColumnMap,
  areas: AreaLookup,
  today: string,
): ParsedDeal | RowRefusal {
  const cell = (field: DealImportField): Cell => {
    const index = columns[field];
    return index === undefined ? null : (cells[index] ?? null);
  };
  const refuse = (field: DealImportField, reason: DealImportReason): RowRefusal => ({
    field,
    reason,
    value: text(cell(field)).slice(0, 60),
  });

  const recordedOn = dayOf(cell('recordedOn'));
  if (!recordedOn || recordedOn < OLDEST_DAY) return refuse('recordedOn', 'date');
  if (recordedOn > today) return refuse('recordedOn', 'futureDate');
  const area = areas.get(normalizeHeader(text(cell('area'))));
  if (!area) return refuse('area', 'area');
  const category = categories.get(normalizeHeader(text(cell('category'))));
  if (!category) return refuse('category', 'category');
  const propertyKind = kinds.get(normalizeHeader(text(cell('propertyKind'))));
  if (!propertyKind) return refuse('propertyKind', 'propertyKind');
  const sizeSqm = numberOf(cell('sizeSqm'));
  if (sizeSqm === undefined || sizeSqm <= 0 || sizeSqm > MAX_SIZE_SQM) return refuse('sizeSqm', 'size');
  const kwd = numberOf(cell('value'));
  const totalValueFils = kwd === undefined ? 0 : Math.round(kwd * 1000);
  if (totalValueFils <= 0 || totalValueFils > MAX_VALUE_FILS) return refuse('value', 'value');
  const shareText = text(cell('salePercentage'));
  const salePercentage = shareText === '' ? 100 : numberOf(cell('salePercentage'));
  if (salePercentage === undefined || salePercentage <= 0 || salePercentage > 100)
    return refuse('salePercentage', 'salePercentage');
  const ratioText = text(cell('supplyRatio'));
  const supplyRatio = ratioText === '' ? null : numberOf(cell('supplyRatio'));
  if (supplyRatio === undefined || (supplyRatio !== null && (!Number.isInteger(supplyRatio) || supplyRatio > 1000)))
    return refuse('supplyRatio', 'supplyRatio');
  const block = toLatinDigits(text(cell('block')))
    .replace(/^(قطعة|قطعه|block)\s*/i, '')
    .slice(0, 10);
  return {
    recordedOn,
    areaId: area.id,
    governorateId: area.governorateId,
    block: block || null,
    category,
    propertyKind,
    sizeSqm,
    totalValueFils,
    pricePerSqmFils: Math.round(totalValueFils / ((sizeSqm * salePercentage) / 100)),
    salePercentage,
    supplyRatio,
  };
}

export const isRefusal = (row: ParsedDeal | RowRefusal): row is RowRefusal => 'reason' in row;

/** Rows alike in every recorded field share this key (their occurrences are counted, see deal_import_rows). */
export const dealKey = (deal: ParsedDeal) =>
  [
    deal.recordedOn,
    deal.areaId,
    deal.block ?? '',
    deal.category,
    deal.propertyKind,
    deal.sizeSqm,
    deal.totalValueFils,
    deal.salePercentage,
  ].join('|');
