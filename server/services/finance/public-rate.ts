import type { FinanceBank } from '../../../lib/finance/offer';

/** A stored note that opens with UNCONFIRMED or ESTIMATE says the rate is not from a dated public source. */
export const rateConfirmed = (source: string) => !/^(UNCONFIRMED|ESTIMATE)\b/.test(source);

/**
 * A bank's rate as visitors and the app see it. An unconfirmed rate is never shown as the bank's: the offer is priced
 * at the central bank's cap (`rateOnRequest`), and the stored note (a placeholder, a comparison site) stays in the
 * database for staff.
 */
export function publicRate(bank: Omit<FinanceBank, 'rateOnRequest'>, rateCapBps: number): FinanceBank {
  if (rateConfirmed(bank.source)) return { ...bank, rateOnRequest: false };
  return { ...bank, rateBps: rateCapBps, rateOnRequest: true, source: '' };
}
