import { sourceConfirmed } from '../../../lib/construction-estimate/source-notes';
import type { FinanceBank } from '../../../lib/finance/offer';
import type { bankRates } from '../../db/schema/construction';
import type { banks } from '../../db/schema/reference';

/** A bank's rate row joined with its bank, as the finance and construction setups read them. */
export type BankRateRow = { bank: typeof banks.$inferSelect; rate: typeof bankRates.$inferSelect };

/**
 * A bank's rate as visitors and the app see it. An unconfirmed rate is never shown as the bank's: the offer is priced
 * at the central bank's cap (`rateOnRequest`), and the stored note (a placeholder, a comparison site) stays in the
 * database for staff.
 */
export function publicRate({ bank, rate }: BankRateRow, rateCapBps: number): FinanceBank {
  const offer = {
    id: bank.id,
    slug: bank.slug,
    nameAr: bank.nameAr,
    nameEn: bank.nameEn,
    isIslamic: bank.isIslamic,
    product: rate.product,
    kind: rate.kind,
    rateBps: rate.rateBps,
    source: rate.source,
    asOf: rate.asOf,
  };
  if (sourceConfirmed(rate.source)) return { ...offer, rateOnRequest: false };
  return { ...offer, rateBps: rateCapBps, rateOnRequest: true, source: '' };
}
