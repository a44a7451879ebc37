import type { GraceMode } from '../construction-estimate/choices';
import {
  exactInstalment,
  financeOffer,
  pricingKind,
  type FinanceBank,
  type FinanceOffer,
  type FinanceTerms,
  type SourcedSetting,
} from './offer';

/**
 * The Central Bank of Kuwait's limits on a plan, and what would fit instead. One module for the calculator page
 * (in the browser), the API and the budget search; every figure comes from the database (finance-setup.ts).
 * Money in integer fils, rates and shares in basis points.
 */

export const financeProducts = ['housing', 'consumer'] as const;
export type FinanceProduct = (typeof financeProducts)[number];

export interface FinanceLimits {
  housing: { maxAmount: number; maxMonths: number };
  consumer: { maxAmount: number; maxMonths: number; salaryMultiple: number };
  /** Share of net salary that all instalments together may take. */
  employeeShareBps: number;
  retireeShareBps: number;
  discountRateBps: number;
  /** Discount rate + the margin. */
  rateCapBps: number;
  /** Kuwait Credit Bank's interest-free housing loan. */
  kcbMaxAmount: number;
}

export interface MortgageInput {
  product: FinanceProduct;
  /** The property's price (housing) or the amount wanted (consumer). */
  propertyValue: number;
  downPayment: number;
  /** Repayment months, after the grace period. */
  months: number;
  graceMonths: number;
  graceMode: GraceMode;
  /** Net monthly salary (the salary certificate, support allowance in, rent allowance out). */
  salary: number;
  /** Monthly instalments already being paid. */
  obligations: number;
  retiree: boolean;
}

export const limitKeys = ['amount', 'salaryMultiple', 'term', 'share', 'rate'] as const;
export type LimitKey = (typeof limitKeys)[number];

export interface LimitResult {
  key: LimitKey;
  fits: boolean;
  /** The plan's figure and the limit, in the limit's unit (fils, months, basis points). */
  actual: number;
  max: number;
}

export interface PlanFix {
  /** The smallest down payment at which every amount limit fits, at the term below. */
  downPaymentNeeded: number;
  /** The longest repayment (months after the grace period) the product allows. */
  longestMonths: number;
  /** The chosen term, or the longest allowed when the chosen one is too long. */
  fitMonths: number;
  /** The instalment on the same amount over `fitMonths`. */
  instalmentAtFitMonths: number;
  /** The net salary at which this instalment plus current instalments stays within the share. */
  salaryNeeded: number;
  /** The largest amount every limit allows at this bank over `fitMonths`, in whole dinars. */
  largestAmount: number;
}

export interface MortgagePlan {
  bank: FinanceBank;
  principal: number;
  /** `totalRepaid` is the bank's selling price; `profit` the bank's profit. */
  offer: FinanceOffer;
  /** Profit added by a capitalised grace period (0 when the grace only extends the term). */
  graceProfit: number;
  shareBps: number;
  /** What the share of salary leaves for a new instalment after current ones (never below 0). */
  allowedInstalment: number;
  limits: LimitResult[];
  fits: boolean;
  fix: PlanFix;
}

export interface KcbOption {
  /** The part Kuwait Credit Bank lends interest-free, and its instalment over the same months. */
  amount: number;
  instalment: number;
  /** The rest, financed by the chosen bank, and its offer (absent when the loan covers everything). */
  remainder: number;
  remainderOffer?: FinanceOffer;
  /** Both instalments together. */
  totalInstalment: number;
}

const wholeDinarsDown = (fils: number) => Math.max(0, Math.floor(fils / 1000) * 1000);

export function shareFor(retiree: boolean, limits: FinanceLimits): number {
  return retiree ? limits.retireeShareBps : limits.employeeShareBps;
}

/** The part of the salary a new instalment may take once current instalments are counted. */
export function allowedInstalment(salary: number, obligations: number, shareBps: number): number {
  return Math.max(0, Math.floor((salary * shareBps) / 10_000) - obligations);
}

export function productLimits(product: FinanceProduct, limits: FinanceLimits) {
  const { maxAmount, maxMonths } = limits[product];
  return { maxAmount, maxMonths, salaryMultiple: product === 'consumer' ? limits.consumer.salaryMultiple : undefined };
}

function termsOf(input: MortgageInput, bank: FinanceBank, principal: number, months = input.months): FinanceTerms {
  return {
    principal,
    months,
    rateBps: bank.rateBps,
    kind: pricingKind(bank),
    graceMonths: input.graceMonths,
    graceMode: input.graceMode,
  };
}

/**
 * The largest amount at this bank over `months` that the share of salary, the product's ceiling and (consumer) the
 * salary multiple allow, in whole dinars. Instalments grow in proportion to the amount, so the share's bound is the
 * allowed instalment over the instalment of one fils.
 */
export function largestAmount(
  input: MortgageInput,
  bank: FinanceBank,
  limits: FinanceLimits,
  months: number,
): { amount: number; byShare: number; cap: number } {
  const product = productLimits(input.product, limits);
  const perFils = exactInstalment(termsOf(input, bank, 1, months));
  const allowed = allowedInstalment(input.salary, input.obligations, shareFor(input.retiree, limits));
  const byShare = wholeDinarsDown(allowed / perFils);
  const cap = Math.min(
    product.maxAmount,
    product.salaryMultiple === undefined ? Infinity : product.salaryMultiple * input.salary,
  );
  return { amount: wholeDinarsDown(Math.min(byShare, cap)), byShare, cap };
}

/** One bank's plan for the input, every limit checked, with what would fit when one breaks. */
export function mortgagePlan(input: MortgageInput, bank: FinanceBank, limits: FinanceLimits): MortgagePlan {
  const product = productLimits(input.product, limits);
  const principal = Math.max(0, input.propertyValue - input.downPayment);
  const terms = termsOf(input, bank, principal);
  const offer = financeOffer(terms);
  const graceProfit =
    input.graceMode === 'capitalised' && input.graceMonths > 0
      ? offer.profit - financeOffer({ ...terms, graceMonths: 0 }).profit
      : 0;
  const shareBps = shareFor(input.retiree, limits);
  const allowed = allowedInstalment(input.salary, input.obligations, shareBps);
  const shareMax = Math.floor((input.salary * shareBps) / 10_000);

  const results: LimitResult[] = [
    { key: 'amount', fits: principal <= product.maxAmount, actual: principal, max: product.maxAmount },
  ];
  if (product.salaryMultiple !== undefined) {
    const max = product.salaryMultiple * input.salary;
    results.push({ key: 'salaryMultiple', fits: principal <= max, actual: principal, max });
  }
  results.push(
    { key: 'term', fits: offer.termMonths <= product.maxMonths, actual: offer.termMonths, max: product.maxMonths },
    {
      key: 'share',
      fits: offer.instalment + input.obligations <= shareMax,
      actual: offer.instalment + input.obligations,
      max: shareMax,
    },
    {
      key: 'rate',
      fits: offer.reducingRateBps <= limits.rateCapBps,
      actual: offer.reducingRateBps,
      max: limits.rateCapBps,
    },
  );

  const longestMonths = Math.max(1, product.maxMonths - input.graceMonths);
  const fitMonths = Math.min(input.months, longestMonths);
  const instalmentAtFitMonths =
    fitMonths === input.months ? offer.instalment : financeOffer(termsOf(input, bank, principal, fitMonths)).instalment;
  const largest = largestAmount(input, bank, limits, fitMonths).amount;
  return {
    bank,
    principal,
    offer,
    graceProfit,
    shareBps,
    allowedInstalment: allowed,
    limits: results,
    fits: results.every((r) => r.fits),
    fix: {
      downPaymentNeeded: Math.max(input.downPayment, input.propertyValue - largest),
      longestMonths,
      fitMonths,
      instalmentAtFitMonths,
      salaryNeeded: Math.ceil(((instalmentAtFitMonths + input.obligations) * 10_000) / shareBps),
      largestAmount: largest,
    },
  };
}

/** Every bank's plan on the same terms, lowest instalment first. */
export function comparePlans(input: MortgageInput, banks: FinanceBank[], limits: FinanceLimits): MortgagePlan[] {
  return banks.map((bank) => mortgagePlan(input, bank, limits)).sort((a, b) => a.offer.instalment - b.offer.instalment);
}

/** The cheapest murabaha and the cheapest conventional offer, to show side by side where both exist. */
export function sideBySide(plans: MortgagePlan[]): { murabaha?: MortgagePlan; conventional?: MortgagePlan } {
  // Only banks with a confirmed rate: two offers at the same cap would compare nothing.
  const priced = plans.filter((p) => !p.bank.rateOnRequest);
  return {
    murabaha: priced.find((p) => p.bank.kind === 'murabaha'),
    conventional: priced.find((p) => p.bank.kind === 'conventional'),
  };
}

/**
 * Kuwait Credit Bank lends citizens up to its ceiling interest-free for a home; the rest can come from a bank. Its
 * term is set by the Credit Bank and has no dated public source, so the loan is shown over the plan's months and
 * the page says so.
 */
export function kcbOption(input: MortgageInput, bank: FinanceBank, limits: FinanceLimits): KcbOption | undefined {
  if (input.product !== 'housing' || limits.kcbMaxAmount <= 0) return undefined;
  const principal = Math.max(0, input.propertyValue - input.downPayment);
  if (principal === 0) return undefined;
  const amount = Math.min(principal, limits.kcbMaxAmount);
  const instalment = financeOffer({
    principal: amount,
    months: input.months,
    rateBps: 0,
    kind: 'conventional',
    graceMonths: 0,
    graceMode: 'extended',
  }).instalment;
  const remainder = principal - amount;
  const remainderOffer = remainder > 0 ? financeOffer(termsOf(input, bank, remainder)) : undefined;
  return {
    amount,
    instalment,
    remainder,
    remainderOffer,
    totalInstalment: instalment + (remainderOffer?.instalment ?? 0),
  };
}

export interface BudgetInput {
  salary: number;
  obligations: number;
  downPayment: number;
  months: number;
  retiree: boolean;
}

export interface Budget {
  /** The highest price: the largest housing finance plus the down payment, in whole dinars. */
  ceiling: number;
  principal: number;
  downPayment: number;
  bank: FinanceBank;
  /** The term used: the one asked, or the longest the housing limit allows. */
  months: number;
  termCapped: boolean;
  shareBps: number;
  allowedInstalment: number;
  /** The amount the share of salary alone allows, and the housing ceiling. */
  byShare: number;
  cap: number;
  /** Which limit sets the amount. */
  binding: 'share' | 'amount';
  /** The plan at the ceiling (instalment, selling price, profit). */
  offer: FinanceOffer;
}

/** The highest price a housing plan at this bank allows: what the salary can carry, within the central bank's ceiling. */
export function budgetFor(input: BudgetInput, bank: FinanceBank, limits: FinanceLimits): Budget {
  const months = Math.min(input.months, limits.housing.maxMonths);
  const { salary, obligations, retiree } = input;
  const plan: MortgageInput = {
    product: 'housing',
    propertyValue: 0,
    downPayment: 0,
    months,
    graceMonths: 0,
    graceMode: 'extended',
    salary,
    obligations,
    retiree,
  };
  const { amount, byShare, cap } = largestAmount(plan, bank, limits, months);
  return {
    ceiling: wholeDinarsDown(amount + input.downPayment),
    principal: amount,
    downPayment: input.downPayment,
    bank,
    months,
    termCapped: months < input.months,
    shareBps: shareFor(input.retiree, limits),
    allowedInstalment: allowedInstalment(input.salary, input.obligations, shareFor(input.retiree, limits)),
    byShare,
    cap,
    binding: byShare <= cap ? 'share' : 'amount',
    offer: financeOffer(termsOf(plan, bank, amount)),
  };
}

/**
 * The most a month's rent should take: the share of net salary the central bank lets all loan instalments take
 * (employees 40%, retirees 30%), less the instalments already paid, in whole dinars. The same cap, because rent and
 * an instalment come out of the same salary; no Kuwaiti rule sets a separate one for rent.
 */
export function rentCeiling(
  input: Pick<BudgetInput, 'salary' | 'obligations' | 'retiree'>,
  limits: FinanceLimits,
): { ceiling: number; shareBps: number } {
  const shareBps = shareFor(input.retiree, limits);
  return { ceiling: wholeDinarsDown(allowedInstalment(input.salary, input.obligations, shareBps)), shareBps };
}

/** What the calculator needs from the database: each bank's rate per product, the limits, and their sources. */
export interface MortgageSetup {
  /** One entry per bank and product (housing, consumer), in the banks' order. */
  banks: FinanceBank[];
  limits: FinanceLimits;
  settings: SourcedSetting[];
}

export const banksFor = (setup: MortgageSetup, product: FinanceProduct) =>
  setup.banks.filter((b) => b.product === product);
