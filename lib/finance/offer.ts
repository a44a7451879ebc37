import type { GraceMode } from '../construction-estimate/choices';

export type RateKind = 'murabaha' | 'conventional';

export interface FinanceTerms {
  /** The amount financed, in fils. */
  principal: number;
  /** Months of repayment (the grace period comes before them). */
  months: number;
  /** Flat profit rate for murabaha, reducing-balance annual rate for a conventional loan, in basis points. */
  rateBps: number;
  kind: RateKind;
  graceMonths: number;
  /** `extended`: the grace adds months but no profit (as the 2021 deferrals did); `capitalised`: profit runs through it. */
  graceMode: GraceMode;
}

export interface FinanceOffer {
  instalment: number;
  totalRepaid: number;
  profit: number;
  /** Grace plus repayment months. */
  termMonths: number;
  /** The same offer as a flat rate and as a reducing-balance annual rate (APR), in basis points. */
  flatRateBps: number;
  reducingRateBps: number;
}

/** A level payment that repays `principal` over `months` at monthly rate `r` (M = P·r / (1 − (1 + r)^−n)). */
export function annuity(principal: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

/** Present value of `months` level payments that start after `graceMonths`. */
function presentValue(instalment: number, monthlyRate: number, months: number, graceMonths: number): number {
  if (monthlyRate === 0) return instalment * months;
  return ((instalment * (1 - (1 + monthlyRate) ** -months)) / monthlyRate) * (1 + monthlyRate) ** -graceMonths;
}

/** The reducing-balance annual rate (basis points) at which these payments repay the principal: bisection, to 0.01 bp. */
export function equivalentReducingRateBps(
  principal: number,
  instalment: number,
  months: number,
  graceMonths: number,
): number {
  if (instalment * months <= principal) return 0;
  let low = 0;
  let high = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (presentValue(instalment, mid, months, graceMonths) > principal) low = mid;
    else high = mid;
  }
  return Math.round(((low + high) / 2) * 12 * 10_000);
}

/**
 * The level instalment before rounding to fils. A murabaha's selling price is the cost plus flat profit over the years
 * (selling = cost × (1 + flat × years)), paid in equal instalments; a conventional loan pays the annuity on the
 * reducing balance. Either way the instalment is proportional to the principal. Money in integer fils.
 */
export function exactInstalment(terms: FinanceTerms): number {
  const { principal, months, rateBps, kind, graceMonths, graceMode } = terms;
  const profitMonths = months + (graceMode === 'capitalised' ? graceMonths : 0);
  if (kind === 'murabaha') return (principal * (1 + (rateBps / 10_000) * (profitMonths / 12))) / months;
  const monthly = rateBps / 10_000 / 12;
  const grown = graceMode === 'capitalised' ? principal * (1 + monthly) ** graceMonths : principal;
  return annuity(grown, monthly, months);
}

/** The offer of these terms: instalment, selling price (total repaid), profit, and the rate both ways. */
export function financeOffer(terms: FinanceTerms): FinanceOffer {
  const { principal, months, rateBps, kind, graceMonths, graceMode } = terms;
  if (principal <= 0)
    return {
      instalment: 0,
      totalRepaid: 0,
      profit: 0,
      termMonths: graceMonths + months,
      flatRateBps: 0,
      reducingRateBps: 0,
    };
  const profitMonths = months + (graceMode === 'capitalised' ? graceMonths : 0);
  const exact = exactInstalment(terms);
  // Instalments are whole fils; the last one takes the rounding, so the totals come from the exact payment.
  const instalment = Math.round(exact);
  const totalRepaid = Math.round(exact * months);
  const profit = totalRepaid - principal;
  const flatRateBps = kind === 'murabaha' ? rateBps : Math.round((profit / principal / (profitMonths / 12)) * 10_000);
  const reducingRateBps =
    kind === 'conventional' && graceMode === 'capitalised'
      ? rateBps
      : equivalentReducingRateBps(principal, exact, months, graceMonths);
  return { instalment, totalRepaid, profit, termMonths: graceMonths + months, flatRateBps, reducingRateBps };
}

export interface HousingLimits {
  maxAmount: number;
  maxMonths: number;
  /** Discount rate + margin, basis points. */
  rateCapBps: number;
  /** Share of net salary the instalments may take, basis points. */
  instalmentShareBps: number;
}

export interface LimitCheck {
  amountFits: boolean;
  termFits: boolean;
  rateFits: boolean;
  /** The smallest down payment (fils) that brings the amount within the limit; 0 when it fits. */
  downPaymentNeeded: number;
  /** The instalment at the longest term allowed, when the term does not fit. */
  instalmentAtMaxTerm?: number;
  /** Net monthly salary at which the instalment reaches the share allowed. */
  salaryNeeded: number;
}

/** The central bank's housing limits applied to an offer, with what would fit instead. */
export function checkHousingLimits(
  terms: FinanceTerms,
  offer: FinanceOffer,
  cost: number,
  limits: HousingLimits,
): LimitCheck {
  const amountFits = terms.principal <= limits.maxAmount;
  const termFits = offer.termMonths <= limits.maxMonths;
  const repaymentAtMax = limits.maxMonths - terms.graceMonths;
  return {
    amountFits,
    termFits,
    rateFits: offer.reducingRateBps <= limits.rateCapBps,
    downPaymentNeeded: amountFits ? 0 : cost - limits.maxAmount,
    instalmentAtMaxTerm:
      termFits || repaymentAtMax < 1 ? undefined : financeOffer({ ...terms, months: repaymentAtMax }).instalment,
    salaryNeeded: Math.ceil((offer.instalment * 10_000) / limits.instalmentShareBps),
  };
}

/** A figure of the building code or the central bank as stored, with its source. */
export interface SourcedSetting {
  key: string;
  value: number;
  unit: string;
  source: string;
  effectiveDate: string;
}

/** A bank with the rate it offers for one financing product. */
export interface FinanceBank {
  id: number;
  slug: string;
  nameAr: string;
  nameEn: string;
  isIslamic: boolean;
  product: 'housing' | 'construction' | 'consumer';
  kind: RateKind;
  rateBps: number;
  /**
   * No rate confirmed from a dated public source: `rateBps` is the central bank's cap (discount rate + 3%, which binds
   * Islamic finance too), priced on the reducing balance, so the figures are the most the bank may charge; the bank
   * gives its own rate on request. `source` is then empty: the stored note is for staff.
   */
  rateOnRequest: boolean;
  source: string;
  asOf: string;
}

/** How a bank's offer is priced: a rate on request is the cap on the reducing balance, whatever the bank's kind. */
export const pricingKind = (bank: Pick<FinanceBank, 'kind' | 'rateOnRequest'>): RateKind =>
  bank.rateOnRequest ? 'conventional' : bank.kind;
