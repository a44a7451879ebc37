import { landDealKinds, type DealCategory, type DealPropertyKind } from '../../../lib/constants';

/**
 * The instant value estimate by sales comparison (issue 14; `../shared/domain/kuwait-facts.md` §D): recorded deals of
 * the same category, nearest first (the area, then its neighbours, then its governorate), each brought to today with
 * the market's quarterly index, to the subject's size and to land or built, then weighted by nearness and recency.
 * The value is their weighted median times the size; the range is their weighted 10th–90th percentiles, so that about
 * four sales in five land inside it (`npm run backtest` checks this); with too few or too scattered sales there is no
 * number at all. Pure: the API reads the deals from the database, the backtest from memory, and both get the same
 * answer for the same deals.
 */

export type SaleRecord = {
  id: number;
  recordedOn: string;
  areaId: number;
  governorateId: number;
  block: string | null;
  category: DealCategory;
  propertyKind: DealPropertyKind;
  sizeSqm: number;
  pricePerSqmFils: number;
};

export type AreaPoint = { id: number; governorateId: number; latitude: number; longitude: number };

export type Subject = {
  areaId: number;
  governorateId: number;
  category: DealCategory;
  built: boolean;
  sizeSqm: number;
  block?: string | null;
};

export type Confidence = 'high' | 'medium' | 'low';
export type ComparableTier = 'area' | 'neighbours' | 'governorate';

export type Comparable = SaleRecord & WeightedComparable;

export type Estimate =
  | {
      ok: true;
      valueFils: number;
      lowFils: number;
      highFils: number;
      pricePerSqmFils: number;
      confidence: Confidence;
      tier: ComparableTier;
      comparables: Comparable[];
    }
  | { ok: false; reason: 'thin-data'; comparables: Comparable[] };

/** The method's settings: how far back and around it looks, and when it answers at all. */
export const comparableSettings = {
  lookbackMonths: 36,
  /** The weight of a sale halves with every year of age. */
  halfLifeMonths: 12,
  /** Enough sales (in effective count) to stop widening the search. */
  enoughSales: 12,
  neighbourCount: 4,
  tierWeight: { area: 1, neighbours: 0.5, governorate: 0.25 } satisfies Record<ComparableTier, number>,
  sameBlockWeight: 1.5,
  /** Below these there is no estimate: the official appraisal is offered instead. */
  floor: { effectiveSales: 5, halfWidth: 0.3 },
  levels: { high: { effectiveSales: 15, halfWidth: 0.12 }, medium: { effectiveSales: 8, halfWidth: 0.2 } },
  /** The size elasticity is measured per category and kept within this band. */
  maxSizeElasticity: 0.3,
  /** A quarter needs this many sales to set the index; thinner quarters carry the previous value. */
  indexQuarterSales: 8,
};

export const landKinds = new Set<DealPropertyKind>(landDealKinds);
export const isBuilt = (kind: DealPropertyKind) => !landKinds.has(kind);

const MONTH_MS = 30.44 * 86_400_000;
// Sales fall on a few thousand distinct days: each is parsed once.
const parsedDays = new Map<string, number>();
const dayTime = (day: string) => parsedDays.get(day) ?? parsedDays.set(day, Date.parse(day)).get(day)!;
const monthsBetween = (from: string, to: string) => (dayTime(to) - dayTime(from)) / MONTH_MS;
export const quarterOf = (day: string) => Number(day.slice(0, 4)) * 4 + Math.floor((Number(day.slice(5, 7)) - 1) / 3);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Weighted percentile (0–1) by linear interpolation over the cumulative weights' midpoints. */
export function weightedPercentile(points: Array<{ value: number; weight: number }>, p: number): number {
  const sorted = [...points].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, point) => sum + point.weight, 0);
  let cumulative = 0;
  const positions = sorted.map((point) => {
    const at = (cumulative + point.weight / 2) / total;
    cumulative += point.weight;
    return at;
  });
  if (p <= positions[0]!) return sorted[0]!.value;
  for (let i = 1; i < sorted.length; i++) {
    if (p <= positions[i]!) {
      const share = (p - positions[i - 1]!) / (positions[i]! - positions[i - 1]!);
      return sorted[i - 1]!.value + share * (sorted[i]!.value - sorted[i - 1]!.value);
    }
  }
  return sorted.at(-1)!.value;
}

/**
 * What the market knows as of a day, from the sales before it: a quarterly price index per category (each sale
 * against its own area's median, so a quarter of cheap areas does not read as a fall), how much more a built property
 * sells for than land per m², and how price per m² falls with size.
 */
export type MarketModel = {
  asOf: string;
  index: Map<DealCategory, Map<number, number>>;
  latestQuarter: Map<DealCategory, number>;
  builtPremium: Map<DealCategory, number>;
  sizeElasticity: Map<DealCategory, number>;
};

const groupKey = (sale: SaleRecord) => `${sale.category}:${sale.areaId}:${isBuilt(sale.propertyKind) ? 'b' : 'l'}`;

export function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

export function buildMarketModel(allSales: SaleRecord[], asOf: string): MarketModel {
  const sales = allSales.filter(
    (sale) => sale.recordedOn < asOf && monthsBetween(sale.recordedOn, asOf) <= comparableSettings.lookbackMonths + 12,
  );
  const groupMedian = new Map(
    [...groupBy(sales, groupKey)].map(([key, group]) => [key, median(group.map((sale) => sale.pricePerSqmFils))]),
  );

  const index = new Map<DealCategory, Map<number, number>>();
  const latestQuarter = new Map<DealCategory, number>();
  for (const [category, categorySales] of groupBy(sales, (sale) => sale.category)) {
    const byQuarter = groupBy(categorySales, (sale) => String(quarterOf(sale.recordedOn)));
    const quarters = [...byQuarter.keys()].map(Number).sort((a, b) => a - b);
    const raw = new Map<number, number>();
    for (const quarter of quarters) {
      const group = byQuarter.get(String(quarter))!;
      if (group.length >= comparableSettings.indexQuarterSales)
        raw.set(quarter, median(group.map((sale) => sale.pricePerSqmFils / groupMedian.get(groupKey(sale))!)));
    }
    // Each quarter is smoothed with its neighbours (the last with its predecessor only); a thin quarter carries the last value.
    const curve = new Map<number, number>();
    let last: number | undefined;
    for (let quarter = quarters[0]!; quarter <= quarters.at(-1)!; quarter++) {
      const around = [quarter - 1, quarter, quarter + 1]
        .map((q) => raw.get(q))
        .filter((v): v is number => v !== undefined);
      if (raw.has(quarter)) last = around.reduce((a, b) => a + b, 0) / around.length;
      if (last !== undefined) curve.set(quarter, last);
    }
    index.set(category, curve);
    if (curve.size > 0) latestQuarter.set(category, Math.max(...curve.keys()));
  }

  const builtPremium = new Map<DealCategory, number>();
  const sizeElasticity = new Map<DealCategory, number>();
  for (const [category, categorySales] of groupBy(sales, (sale) => sale.category)) {
    const ratios: number[] = [];
    for (const areaSales of groupBy(categorySales, (sale) => String(sale.areaId)).values()) {
      const land = areaSales.filter((sale) => !isBuilt(sale.propertyKind));
      const built = areaSales.filter((sale) => isBuilt(sale.propertyKind));
      if (land.length >= 3 && built.length >= 3)
        ratios.push(groupMedian.get(groupKey(built[0]!))! / groupMedian.get(groupKey(land[0]!))!);
    }
    if (ratios.length >= 3) builtPremium.set(category, median(ratios));

    // Within each area and kind, how log price per m² moves with log size (a least-squares slope, kept within a band).
    let sxy = 0;
    let sxx = 0;
    for (const group of groupBy(categorySales, groupKey).values()) {
      if (group.length < 3) continue;
      const xs = group.map((sale) => Math.log(sale.sizeSqm));
      const ys = group.map((sale) => Math.log(sale.pricePerSqmFils));
      const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
      const my = ys.reduce((a, b) => a + b, 0) / ys.length;
      xs.forEach((x, i) => {
        sxy += (x - mx) * (ys[i]! - my);
        sxx += (x - mx) ** 2;
      });
    }
    sizeElasticity.set(category, sxx > 0 ? Math.min(comparableSettings.maxSizeElasticity, Math.max(0, -sxy / sxx)) : 0);
  }
  return { asOf, index, latestQuarter, builtPremium, sizeElasticity };
}

/** The index ratio that brings a sale of `day` to the model's latest quarter (1 where the index is silent). */
export function timeFactor(model: MarketModel, category: DealCategory, day: string): number {
  const curve = model.index.get(category);
  const latest = model.latestQuarter.get(category);
  if (!curve || latest === undefined) return 1;
  const then = curve.get(Math.min(quarterOf(day), latest));
  return then ? curve.get(latest)! / then : 1;
}

const distanceSq = (a: AreaPoint, b: AreaPoint) =>
  (a.latitude - b.latitude) ** 2 + ((a.longitude - b.longitude) * Math.cos((a.latitude * Math.PI) / 180)) ** 2;

/** The nearest areas of the same governorate, by their centroids. */
export function neighboursOf(areaId: number, areas: AreaPoint[]): Set<number> {
  const subject = areas.find((area) => area.id === areaId);
  if (!subject) return new Set();
  const near = areas
    .filter((area) => area.id !== areaId && area.governorateId === subject.governorateId)
    .sort((a, b) => distanceSq(subject, a) - distanceSq(subject, b))
    .slice(0, comparableSettings.neighbourCount);
  return new Set(near.map((area) => area.id));
}

const effectiveCount = (comparables: Array<{ weight: number }>) => {
  const sum = comparables.reduce((total, c) => total + c.weight, 0);
  const squares = comparables.reduce((total, c) => total + c.weight ** 2, 0);
  return squares > 0 ? sum ** 2 / squares : 0;
};

export type WeightedComparable = { tier: ComparableTier; adjustedPerSqm: number; weight: number };

export type ComparableSummary<C> =
  | {
      ok: true;
      perSqm: number;
      lowPerSqm: number;
      highPerSqm: number;
      confidence: Confidence;
      tier: ComparableTier;
      used: C[];
    }
  | { ok: false; used: C[] };

/**
 * The search every estimate by comparison shares (sales, rents): tier by tier (`adjust` brings an item to the subject
 * and weighs it, or leaves it out) until about `enoughSales`; then the weighted median per m² and its 10th–90th
 * percentiles, and a confidence from how many and how close they are; too few or too scattered: no number.
 */
export function summariseComparables<T, C extends WeightedComparable>(
  byTier: Record<ComparableTier, T[]>,
  adjust: (item: T, tier: ComparableTier) => C | undefined,
): ComparableSummary<C> {
  const used: C[] = [];
  let tier: ComparableTier = 'area';
  for (const next of ['area', 'neighbours', 'governorate'] as const) {
    for (const item of byTier[next]) {
      const comparable = adjust(item, next);
      if (comparable) used.push(comparable);
    }
    tier = next;
    if (effectiveCount(used) >= comparableSettings.enoughSales) break;
  }
  used.sort((a, b) => b.weight - a.weight);
  const effective = effectiveCount(used);
  if (effective < comparableSettings.floor.effectiveSales) return { ok: false, used };
  const points = used.map((c) => ({ value: c.adjustedPerSqm, weight: c.weight }));
  const perSqm = weightedPercentile(points, 0.5);
  const lowPerSqm = weightedPercentile(points, 0.1);
  const highPerSqm = weightedPercentile(points, 0.9);
  const halfWidth = (highPerSqm - lowPerSqm) / (2 * perSqm);
  if (halfWidth > comparableSettings.floor.halfWidth) return { ok: false, used };
  const { levels } = comparableSettings;
  const confidence: Confidence =
    tier === 'area' && effective >= levels.high.effectiveSales && halfWidth <= levels.high.halfWidth
      ? 'high'
      : effective >= levels.medium.effectiveSales && halfWidth <= levels.medium.halfWidth
        ? 'medium'
        : 'low';
  return { ok: true, perSqm, lowPerSqm, highPerSqm, confidence, tier, used };
}

/** Three significant figures of dinars (KD 913,000, not 912,941): an estimate is no more precise than its range. */
export function roundEstimate(fils: number): number {
  const dinars = fils / 1000;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(dinars)) - 2);
  return Math.round(dinars / step) * step * 1000;
}

/**
 * Estimates the subject from `sales` (any sales: those of its category, before the model's day and within the
 * look-back, are used) with `model` built as of the same day and the subject area's `neighbours`.
 */
export function estimateByComparables(
  subject: Subject,
  sales: SaleRecord[],
  model: MarketModel,
  neighbours: Set<number>,
): Estimate {
  const premium = model.builtPremium.get(subject.category);
  const elasticity = model.sizeElasticity.get(subject.category) ?? 0;
  const tierOf = (sale: SaleRecord): ComparableTier | undefined =>
    sale.areaId === subject.areaId
      ? 'area'
      : neighbours.has(sale.areaId)
        ? 'neighbours'
        : sale.governorateId === subject.governorateId
          ? 'governorate'
          : undefined;

  const byTier: Record<ComparableTier, SaleRecord[]> = { area: [], neighbours: [], governorate: [] };
  for (const sale of sales) {
    if (sale.category !== subject.category || sale.recordedOn >= model.asOf) continue;
    const tier = tierOf(sale);
    // Land and built sales inform each other only through a measured premium.
    if (tier && (isBuilt(sale.propertyKind) === subject.built || premium)) byTier[tier].push(sale);
  }
  const adjusted = (sale: SaleRecord, tier: ComparableTier): Comparable | undefined => {
    const age = monthsBetween(sale.recordedOn, model.asOf);
    if (age > comparableSettings.lookbackMonths) return undefined;
    const sameKind = isBuilt(sale.propertyKind) === subject.built;
    const kindFactor = sameKind ? 1 : subject.built ? premium! : 1 / premium!;
    const sizeFactor = (subject.sizeSqm / sale.sizeSqm) ** -elasticity;
    const sameBlock =
      subject.block && sale.block === subject.block && tier === 'area' ? comparableSettings.sameBlockWeight : 1;
    return {
      ...sale,
      tier,
      adjustedPerSqm:
        sale.pricePerSqmFils * timeFactor(model, sale.category, sale.recordedOn) * kindFactor * sizeFactor,
      weight:
        comparableSettings.tierWeight[tier] *
        0.5 ** (age / comparableSettings.halfLifeMonths) *
        sameBlock *
        (sameKind ? 1 : 0.5),
    };
  };

  const summary = summariseComparables(byTier, adjusted);
  if (!summary.ok) return { ok: false, reason: 'thin-data', comparables: summary.used };
  const value = (perSqm: number) => roundEstimate(perSqm * subject.sizeSqm);
  return {
    ok: true,
    valueFils: value(summary.perSqm),
    lowFils: value(summary.lowPerSqm),
    highFils: value(summary.highPerSqm),
    pricePerSqmFils: Math.round(summary.perSqm),
    confidence: summary.confidence,
    tier: summary.tier,
    comparables: summary.used,
  };
}
