import { asc, eq, inArray } from 'drizzle-orm';
import type { FinanceLimits, MortgageSetup } from '../../../lib/finance/mortgage';
import type { SourcedSetting } from '../../../lib/finance/offer';
import { db } from '../../db/client';
import { bankRates, valuationSettings } from '../../db/schema/construction';
import { banks } from '../../db/schema/reference';
import { memoize } from '../../lib/memo';
import { publicRate } from './public-rate';

/** Rates and limits change with the back office, not per request: five minutes of staleness is fine. */
const SETUP_TTL_MS = 5 * 60_000;

/** The settings the calculator reads, each shown with its source. */
const limitKeys = [
  'housing-max-amount',
  'housing-max-months',
  'consumer-max-amount',
  'consumer-max-months',
  'consumer-salary-multiple',
  'instalment-salary-share',
  'instalment-salary-share-retiree',
  'cbk-discount-rate',
  'rate-cap-margin',
  'kcb-max-amount',
] as const;
type LimitKey = (typeof limitKeys)[number];

async function loadMortgageSetup(): Promise<MortgageSetup> {
  const [rows, settingRows] = await Promise.all([
    db()
      .select({ bank: banks, rate: bankRates })
      .from(bankRates)
      .innerJoin(banks, eq(banks.id, bankRates.bankId))
      .where(inArray(bankRates.product, ['housing', 'consumer']))
      .orderBy(asc(banks.sort), asc(banks.id), asc(bankRates.product)),
    db()
      .select()
      .from(valuationSettings)
      .where(inArray(valuationSettings.key, [...limitKeys])),
  ]);
  const settings: SourcedSetting[] = limitKeys.map((key) => {
    const row = settingRows.find((r) => r.key === key);
    if (!row) throw new Error(`valuation setting ${key} is missing`);
    return { key, value: row.value, unit: row.unit, source: row.source, effectiveDate: row.effectiveDate };
  });
  const value = (key: LimitKey) => settings.find((s) => s.key === key)!.value;
  const limits: FinanceLimits = {
    housing: { maxAmount: value('housing-max-amount'), maxMonths: value('housing-max-months') },
    consumer: {
      maxAmount: value('consumer-max-amount'),
      maxMonths: value('consumer-max-months'),
      salaryMultiple: value('consumer-salary-multiple'),
    },
    employeeShareBps: value('instalment-salary-share'),
    retireeShareBps: value('instalment-salary-share-retiree'),
    discountRateBps: value('cbk-discount-rate'),
    rateCapBps: value('cbk-discount-rate') + value('rate-cap-margin'),
    kcbMaxAmount: value('kcb-max-amount'),
  };
  return {
    banks: rows.map((row) => publicRate(row, limits.rateCapBps)),
    limits,
    settings,
  };
}

/** Banks' housing and consumer rates and the central bank's limits, as stored, with their sources. */
export const mortgageSetup = memoize(SETUP_TTL_MS, loadMortgageSetup);
