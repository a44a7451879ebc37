import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DealCategory } from '../../../lib/constants';
import type { AccuracyRow } from '../../../lib/schemas/instant-valuation';
import {
  buildMarketModel,
  estimateByComparables,
  groupBy,
  isBuilt,
  neighboursOf,
  type AreaPoint,
  type MarketModel,
  type SaleRecord,
} from './comparable-sales';

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

/** Estimates between two turns of the event loop: a weekly run in the API's process never holds requests for long. */
const ESTIMATES_PER_TURN = 20;

/**
 * Re-estimates every whole-property sale of the `months` before `until` from the sales before it, never after: the
 * market model is rebuilt at the start of each month from the sales before that day, and each estimate uses only
 * sales recorded before its own. Answers one row per governorate and category with sales, and the total (nulls).
 */
export async function backtestComparables(
  sales: SaleRecord[],
  areas: AreaPoint[],
  until: string,
  months = 12,
): Promise<AccuracyRow[]> {
  const start = new Date(`${until}T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - months);
  const from = start.toISOString().slice(0, 10);
  const tested = sales.filter((sale) => sale.recordedOn >= from && sale.recordedOn < until);
  const neighbours = new Map(areas.map((area) => [area.id, neighboursOf(area.id, areas)]));
  const models = new Map<string, MarketModel>();
  const byCategory = groupBy(sales, (sale) => sale.category);

  const outcomes: Outcome[] = [];
  for (const [i, sale] of tested.entries()) {
    if (i % ESTIMATES_PER_TURN === 0) await nextTurn();
    const month = `${sale.recordedOn.slice(0, 7)}-01`;
    let model = models.get(month);
    if (!model) models.set(month, (model = buildMarketModel(sales, month)));
    // The model stops at the month's start; the sales since then, up to the day before this one, count as comparables.
    const asOfSale = { ...model, asOf: sale.recordedOn };
    const subject = {
      areaId: sale.areaId,
      governorateId: sale.governorateId,
      category: sale.category,
      built: isBuilt(sale.propertyKind),
      sizeSqm: sale.sizeSqm,
      block: sale.block,
    };
    const estimate = estimateByComparables(
      subject,
      byCategory.get(sale.category) ?? [],
      asOfSale,
      neighbours.get(sale.areaId) ?? new Set(),
    );
    const price = sale.pricePerSqmFils * sale.sizeSqm;
    outcomes.push({
      governorateId: sale.governorateId,
      category: sale.category,
      error: estimate.ok ? Math.abs(estimate.valueFils - price) / price : null,
      inside: estimate.ok && price >= estimate.lowFils && price <= estimate.highFils,
    });
  }

  const rows: AccuracyRow[] = [];
  const keys = [...new Set(outcomes.map((o) => `${o.governorateId}|${o.category}`))].sort();
  for (const key of keys) {
    const [governorateId, category] = key.split('|') as [string, DealCategory];
    rows.push(
      summarise(
        outcomes.filter((o) => o.governorateId === Number(governorateId) && o.category === category),
        Number(governorateId),
        category,
      ),
    );
  }
  rows.push(summarise(outcomes, null, null));
  return rows;
}
