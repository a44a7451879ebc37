import type { DealCategory } from '../../../lib/constants';
import { buildMarketModel, estimateByComparables, groupBy, isBuilt, neighboursOf, type AreaPoint, type MarketModel, type SaleRecord } from './comparable-sales';

/** One line of the published accuracy: how the estimates of a governorate's category did against the sales. */
export type AccuracyRow = {
  governorateId: number | null;
  category: DealCategory | null;
  sales: number;
  /** Sales the tool would have answered (the others had too little data). */
  estimated: number;
  /** Median absolute percentage error, in percent. */
  mdape: number | null;
  /** Shares of the estimated sales within 10 % and 20 % of the price, and inside the stated range, in percent. */
  within10: number | null;
  within20: number | null;
  insideRange: number | null;
};

type Outcome = { governorateId: number; category: DealCategory; error: number | null; inside: boolean };

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((1000 * part) / whole) / 10 : null);

function summarise(outcomes: Outcome[], governorateId: number | null, category: DealCategory | null): AccuracyRow {
  const answered = outcomes.filter((o): o is Outcome & { error: number } => o.error !== null);
  const errors = answered.map((o) => o.error).sort((a, b) => a - b);
  const mid = errors.length >> 1;
  const mdape = errors.length === 0 ? null : errors.length % 2 ? errors[mid]! : (errors[mid - 1]! + errors[mid]!) / 2;
  return {
    governorateId,
    category,
    sales: outcomes.length,
    estimated: answered.length,
    mdape: mdape === null ? null : Math.round(mdape * 1000) / 10,
    within10: percent(answered.filter((o) => o.error <= 0.1).length, answered.length),
    within20: percent(answered.filter((o) => o.error <= 0.2).length, answered.length),
    insideRange: percent(answered.filter((o) => o.inside).length, answered.length),
  };
}

/**
 * Re-estimates every whole-property sale of the `months` before `until` from the sales before it, never after: the
 * market model is rebuilt at the start of each month from the sales before that day, and each estimate uses only
 * sales recorded before its own. Answers one row per governorate and category with sales, and the total (nulls).
 */
export function backtestComparables(sales: SaleRecord[], areas: AreaPoint[], until: string, months = 12): AccuracyRow[] {
  const start = new Date(`${until}T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - months);
  const from = start.toISOString().slice(0, 10);
  const tested = sales.filter((sale) => sale.recordedOn >= from && sale.recordedOn < until);
  const neighbours = new Map(areas.map((area) => [area.id, neighboursOf(area.id, areas)]));
  const models = new Map<string, MarketModel>();
  const byCategory = groupBy(sales, (sale) => sale.category);

  const outcomes: Outcome[] = tested.map((sale) => {
    const month = `${sale.recordedOn.slice(0, 7)}-01`;
    let model = models.get(month);
    if (!model) models.set(month, (model = buildMarketModel(sales, month)));
    // The model stops at the month's start; the sales since then, up to the day before this one, count as comparables.
    const asOfSale = { ...model, asOf: sale.recordedOn };
    const subject = { areaId: sale.areaId, governorateId: sale.governorateId, category: sale.category, built: isBuilt(sale.propertyKind), sizeSqm: sale.sizeSqm, block: sale.block };
    const estimate = estimateByComparables(subject, byCategory.get(sale.category) ?? [], asOfSale, neighbours.get(sale.areaId) ?? new Set());
    if (!estimate.ok) return { governorateId: sale.governorateId, category: sale.category, error: null, inside: false };
    const price = sale.pricePerSqmFils * sale.sizeSqm;
    return {
      governorateId: sale.governorateId,
      category: sale.category,
      error: Math.abs(estimate.valueFils - price) / price,
      inside: price >= estimate.lowFils && price <= estimate.highFils,
    };
  });

  const rows: AccuracyRow[] = [];
  const keys = [...new Set(outcomes.map((o) => `${o.governorateId}|${o.category}`))].sort();
  for (const key of keys) {
    const [governorateId, category] = key.split('|') as [string, DealCategory];
    rows.push(summarise(outcomes.filter((o) => o.governorateId === Number(governorateId) && o.category === category), Number(governorateId), category));
  }
  rows.push(summarise(outcomes, null, null));
  return rows;
}
