import { asc, eq, inArray } from 'drizzle-orm';
import type { BuildingRules, ConstructionRate } from '../../../lib/construction-estimate/estimate';
import type { FinanceSetup } from '../../../lib/construction-estimate/finance';
import type { FinanceBank, SourcedSetting } from '../../../lib/finance/offer';
import { db } from '../../db/client';
import { bankRates, constructionRates, valuationSettings } from '../../db/schema/construction';
import { banks } from '../../db/schema/reference';
import { ratesAreCurrent } from '../../../lib/construction-estimate/rates-age';
import { citedOnly } from '../../../lib/construction-estimate/source-notes';
import { config } from '../../config';
import { memoize } from '../../lib/memo';
import { publicRate } from '../finance/public-rate';
import type { Depreciation } from '../instant-valuations/building-value';

/** Rates and limits change with the back office, not per request: five minutes of staleness is fine. */
const SETUP_TTL_MS = 5 * 60_000;

export interface ConstructionSetup {
  rates: ConstructionRate[];
  rules: BuildingRules;
  /** The building code's rows as stored, for showing each figure with its source. */
  settings: SourcedSetting[];
}

const setting = (rows: SourcedSetting[], key: string): number => {
  const row = rows.find((r) => r.key === key);
  if (!row) throw new Error(`valuation setting ${key} is missing`);
  return row.value;
};

async function loadSettings(): Promise<Array<SourcedSetting & { group: string | null }>> {
  return db().select().from(valuationSettings).orderBy(asc(valuationSettings.key));
}

const sourced = ({ key, value, unit, source, effectiveDate }: SourcedSetting): SourcedSetting => ({
  key,
  value,
  unit,
  source,
  effectiveDate,
});

async function loadConstructionSetup(): Promise<ConstructionSetup> {
  const [rates, settings] = await Promise.all([
    db().select().from(constructionRates).orderBy(asc(constructionRates.id)),
    loadSettings(),
  ]);
  const ratios = settings.filter((s) => s.group === 'building-ratio').map((s) => s.value);
  const ruleKeys = ['max-floors', 'max-basements', 'max-height', 'floor-coverage', 'roof-annex-share'];
  return {
    rates: rates.map(({ item, level, unit, low, high, source, effectiveDate }) => ({
      item,
      level,
      unit,
      low,
      high,
      source,
      effectiveDate,
    })),
    rules: {
      maxFloors: setting(settings, 'max-floors'),
      floorCoveragePercent: setting(settings, 'floor-coverage'),
      roofAnnexPercent: setting(settings, 'roof-annex-share'),
      buildingRatios: ratios.sort((a, b) => a - b),
    },
    settings: settings.filter((s) => s.group === 'building-ratio' || ruleKeys.includes(s.key)).map(sourced),
  };
}

/** The setup as the API answers it: a figure without a dated public source keeps its value, its note stays with staff. */
export function publicConstructionSetup(setup: ConstructionSetup): ConstructionSetup {
  return { ...setup, rates: setup.rates.map(citedOnly), settings: setup.settings.map(citedOnly) };
}

/**
 * Banks with a rate for construction finance: their construction rate where they publish one (Kuwait Credit Bank's
 * interest-free loan), else their housing rate.
 */
async function loadFinanceSetup(): Promise<FinanceSetup> {
  const [rows, settings] = await Promise.all([
    db()
      .select({ bank: banks, rate: bankRates })
      .from(bankRates)
      .innerJoin(banks, eq(banks.id, bankRates.bankId))
      .where(inArray(bankRates.product, ['construction', 'housing']))
      .orderBy(asc(banks.sort), asc(banks.id)),
    loadSettings(),
  ]);
  const financeKeys = [
    'housing-max-amount',
    'housing-max-months',
    'instalment-salary-share',
    'cbk-discount-rate',
    'rate-cap-margin',
  ];
  const discountRateBps = setting(settings, 'cbk-discount-rate');
  const rateCapBps = discountRateBps + setting(settings, 'rate-cap-margin');
  const byBank = new Map<number, FinanceBank>();
  for (const { bank, rate } of rows) {
    if (byBank.get(bank.id)?.product === 'construction') continue;
    byBank.set(bank.id, publicRate({ bank, rate }, rateCapBps));
  }
  return {
    banks: [...byBank.values()],
    limits: {
      maxAmount: setting(settings, 'housing-max-amount'),
      maxMonths: setting(settings, 'housing-max-months'),
      rateCapBps,
      instalmentShareBps: setting(settings, 'instalment-salary-share'),
    },
    discountRateBps,
    settings: settings.filter((s) => financeKeys.includes(s.key)).map(sourced),
  };
}

export const constructionSetup = memoize(SETUP_TTL_MS, loadConstructionSetup);
export const financeSetup = memoize(SETUP_TTL_MS, loadFinanceSetup);

/** How the instant value estimator wears a building down with age. */
export const depreciationSetup = memoize(SETUP_TTL_MS, async (): Promise<Depreciation> => {
  const settings = await loadSettings();
  return { lifeYears: setting(settings, 'building-life'), residualPercent: setting(settings, 'building-residual') };
});

/** Whether cost rates of `asOf` were current on `on` (COST_RATES_CURRENT_MONTHS); older ones read "last updated". */
export const costRatesCurrent = (asOf: string, on: string | Date) =>
  ratesAreCurrent(asOf, on, config().COST_RATES_CURRENT_MONTHS);
