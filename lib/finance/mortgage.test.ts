import { describe, expect, it } from 'vitest';
import {
  budgetFor,
  comparePlans,
  kcbOption,
  mortgagePlan,
  sideBySide,
  type FinanceLimits,
  type MortgageInput,
} from './mortgage';
import { annuity, type FinanceBank } from './offer';

const kd = (dinars: number) => dinars * 1000;
const limits: FinanceLimits = {
  housing: { maxAmount: kd(70_000), maxMonths: 180 },
  consumer: { maxAmount: kd(25_000), maxMonths: 60, salaryMultiple: 25 },
  employeeShareBps: 4000,
  retireeShareBps: 3000,
  discountRateBps: 350,
  rateCapBps: 650,
  kcbMaxAmount: kd(70_000),
};
const bank = (
  id: number,
  kind: FinanceBank['kind'],
  rateBps: number,
  product: FinanceBank['product'] = 'housing',
): FinanceBank => ({
  id,
  slug: `bank-${id}`,
  nameAr: `بنك ${id}`,
  nameEn: `Bank ${id}`,
  isIslamic: kind === 'murabaha',
  product,
  kind,
  rateBps,
  rateOnRequest: false,
  source: 'test',
  asOf: '2026-11-24',
});
const kfh = bank(2, 'murabaha', 400, 'consumer');
const nbk = bank(1, 'conventional', 450);

const car: MortgageInput = {
  product: 'consumer',
  propertyValue: kd(20_000),
  downPayment: 0,
  months: 60,
  graceMonths: 0,
  graceMode: 'extended',
  salary: kd(1_500),
  obligations: 0,
  retiree: false,
};
const fitsOf = (plan: ReturnType<typeof mortgagePlan>) => Object.fromEntries(plan.limits.map((l) => [l.key, l.fits]));

describe('mortgagePlan', () => {
  it('works KFH’s example: 20,000 sold for 24,000 over 5 years is 4% flat, 400 a month, 7.42% on the reducing balance', () => {
    const plan = mortgagePlan(car, kfh, limits);
    expect(plan.offer).toMatchObject({
      instalment: kd(400),
      totalRepaid: kd(24_000),
      profit: kd(4_000),
      flatRateBps: 400,
      reducingRateBps: 742,
    });
    // 400 of the 600 that 40% of 1,500 allows; 20,000 is under 25 × 1,500 and KD 25,000; 60 months is the most allowed.
    expect(fitsOf(plan)).toEqual({ amount: true, salaryMultiple: true, term: true, share: true, rate: false });
    expect(plan.limits.find((l) => l.key === 'rate')).toMatchObject({ actual: 742, max: 650 });
    expect(plan.fits).toBe(false);
    expect(plan.allowedInstalment).toBe(kd(600));
    // 600 a month carries 30,000 at 2% of the amount a month, but the consumer ceiling is 25,000.
    expect(plan.fix).toMatchObject({
      largestAmount: kd(25_000),
      salaryNeeded: kd(1_000),
      longestMonths: 60,
      fitMonths: 60,
      downPaymentNeeded: 0,
    });
  });

  it('counts current instalments and uses 30% for a retiree', () => {
    const plan = mortgagePlan({ ...car, salary: kd(1_000), obligations: kd(100), retiree: true }, kfh, limits);
    // 30% of 1,000 is 300, less 100 already paid: 200 left; 400 + 100 = 500 > 300.
    expect(plan.allowedInstalment).toBe(kd(200));
    expect(plan.limits.find((l) => l.key === 'share')).toMatchObject({ fits: false, actual: kd(500), max: kd(300) });
    // (400 + 100) ÷ 30%.
    expect(plan.fix.salaryNeeded).toBe(1_666_667);
    // 200 a month at 2% of the amount is 10,000.
    expect(plan.fix.largestAmount).toBe(kd(10_000));
    expect(plan.fix.downPaymentNeeded).toBe(kd(10_000));
  });

  it('holds a consumer loan to 25 × the salary', () => {
    const plan = mortgagePlan({ ...car, salary: kd(700) }, kfh, limits);
    expect(plan.limits.find((l) => l.key === 'salaryMultiple')).toMatchObject({
      fits: false,
      actual: kd(20_000),
      max: kd(17_500),
    });
  });

  it('says what fits when a housing plan is too large and too long', () => {
    const input: MortgageInput = {
      ...car,
      product: 'housing',
      propertyValue: kd(150_000),
      downPayment: kd(30_000),
      months: 240,
      salary: kd(2_000),
      obligations: kd(200),
    };
    const loan = bank(6, 'conventional', 600);
    const plan = mortgagePlan(input, loan, limits);
    expect(plan.principal).toBe(kd(120_000));
    expect(plan.offer.instalment).toBe(Math.round(annuity(kd(120_000), 0.005, 240)));
    expect(fitsOf(plan)).toEqual({ amount: false, term: false, share: false, rate: true });
    // 120,000 at 6% over the longest 15 years: 1,012.628 a month (100,000 would be 843.857); with 200 already paid that needs a 3,031.570 salary.
    expect(plan.fix.fitMonths).toBe(180);
    expect(plan.fix.instalmentAtFitMonths).toBe(1_012_628);
    expect(plan.fix.salaryNeeded).toBe(3_031_570);
    // 40% of 2,000 less 200 is 600 a month, which carries 71,103 at that rate: the KD 70,000 ceiling binds.
    expect(plan.fix.largestAmount).toBe(kd(70_000));
    expect(plan.fix.downPaymentNeeded).toBe(kd(80_000));
  });

  it('shows the profit a capitalised grace period adds and none for an extended one', () => {
    const capitalised = mortgagePlan({ ...car, graceMonths: 6, graceMode: 'capitalised' }, kfh, limits);
    // 20,000 × 4% × 0.5 year.
    expect(capitalised.graceProfit).toBe(kd(400));
    expect(capitalised.offer.termMonths).toBe(66);
    // 66 months is over the consumer limit of 60; the longest repayment after a 6-month grace is 54.
    expect(fitsOf(capitalised).term).toBe(false);
    expect(capitalised.fix.longestMonths).toBe(54);
    expect(mortgagePlan({ ...car, graceMonths: 6 }, kfh, limits).graceProfit).toBe(0);
  });

  it('compares banks cheapest first and picks one of each kind for side by side', () => {
    const housing = {
      ...car,
      product: 'housing' as const,
      propertyValue: kd(100_000),
      downPayment: kd(30_000),
      months: 180,
    };
    const plans = comparePlans(housing, [nbk, bank(3, 'murabaha', 280), bank(4, 'murabaha', 290)], limits);
    // 2.8% flat over 15 years costs more a month than 4.5% on the reducing balance (5.0% vs 4.5% a year).
    expect(plans.map((p) => p.bank.id)).toEqual([1, 3, 4]);
    const pair = sideBySide(plans);
    expect(pair.murabaha?.bank.id).toBe(3);
    expect(pair.conventional?.bank.id).toBe(1);
  });
});

describe('kcbOption', () => {
  it('lends up to 70,000 interest-free and leaves the rest to the bank', () => {
    const input: MortgageInput = {
      ...car,
      product: 'housing',
      propertyValue: kd(120_000),
      downPayment: kd(20_000),
      months: 180,
    };
    const option = kcbOption(input, nbk, limits)!;
    expect(option.amount).toBe(kd(70_000));
    expect(option.instalment).toBe(388_889);
    expect(option.remainder).toBe(kd(30_000));
    expect(option.remainderOffer?.instalment).toBe(Math.round(annuity(kd(30_000), 0.00375, 180)));
    expect(kcbOption(car, kfh, limits)).toBeUndefined();
  });
});

describe('budgetFor', () => {
  const factor = annuity(1, 0.045 / 12, 180);

  it('is set by the salary when 40% of it carries less than the housing ceiling', () => {
    const budget = budgetFor(
      { salary: kd(1_000), obligations: 0, downPayment: kd(20_000), months: 180, retiree: false },
      nbk,
      limits,
    );
    // 400 a month at 4.5% over 15 years carries 52,288 dinars.
    expect(budget.principal).toBe(kd(52_288));
    expect(budget.principal).toBe(Math.floor(kd(400) / factor / 1000) * 1000);
    expect(budget).toMatchObject({
      ceiling: kd(72_288),
      binding: 'share',
      cap: kd(70_000),
      months: 180,
      termCapped: false,
    });
    expect(budget.offer.instalment).toBeLessThanOrEqual(kd(400));
  });

  it('is set by the KD 70,000 ceiling for a larger salary, and caps the term at 15 years', () => {
    const budget = budgetFor(
      { salary: kd(1_500), obligations: 0, downPayment: kd(20_000), months: 300, retiree: false },
      nbk,
      limits,
    );
    expect(budget).toMatchObject({
      principal: kd(70_000),
      ceiling: kd(90_000),
      binding: 'amount',
      months: 180,
      termCapped: true,
    });
  });

  it('leaves only the down payment when current instalments take the whole share', () => {
    const budget = budgetFor(
      { salary: kd(1_000), obligations: kd(500), downPayment: kd(5_000), months: 180, retiree: false },
      nbk,
      limits,
    );
    expect(budget).toMatchObject({ principal: 0, ceiling: kd(5_000), binding: 'share', allowedInstalment: 0 });
  });
});
