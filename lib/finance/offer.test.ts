import { describe, expect, it } from 'vitest';
import { annuity, checkHousingLimits, financeOffer, type FinanceTerms, type HousingLimits } from './offer';

const kd = (dinars: number) => dinars * 1000;
const murabaha: FinanceTerms = {
  principal: kd(20_000),
  months: 60,
  rateBps: 400,
  kind: 'murabaha',
  graceMonths: 0,
  graceMode: 'extended',
};
const loan: FinanceTerms = {
  principal: kd(100_000),
  months: 120,
  rateBps: 600,
  kind: 'conventional',
  graceMonths: 0,
  graceMode: 'extended',
};
const cbk: HousingLimits = { maxAmount: kd(70_000), maxMonths: 180, rateCapBps: 650, instalmentShareBps: 4000 };

describe('financeOffer', () => {
  it('sells a murabaha at cost × (1 + flat × years): KFH’s 20,000 over 5 years at 4% flat is 24,000, 400 a month', () => {
    const offer = financeOffer(murabaha);
    expect(offer).toMatchObject({
      instalment: kd(400),
      totalRepaid: kd(24_000),
      profit: kd(4_000),
      termMonths: 60,
      flatRateBps: 400,
    });
    // The same payments on a reducing balance: 7.42% a year, nearly twice the flat rate.
    expect(offer.reducingRateBps).toBe(742);
  });

  it('pays a conventional loan by the annuity formula: 100,000 at 6% over 10 years is 1,110.205 a month', () => {
    const offer = financeOffer(loan);
    expect(offer.instalment).toBe(1_110_205);
    expect(offer.reducingRateBps).toBe(600);
    expect(offer.profit).toBe(Math.round(annuity(kd(100_000), 0.005, 120) * 120) - kd(100_000));
    expect(offer.flatRateBps).toBe(Math.round((offer.profit / kd(100_000) / 10) * 10_000));
  });

  it('charges profit through a capitalised grace period and none through an extended one', () => {
    const capitalised = financeOffer({ ...murabaha, graceMonths: 6, graceMode: 'capitalised' });
    // 20,000 × (1 + 4% × 5.5 years) = 24,400 over 60 instalments.
    expect(capitalised.instalment).toBe(406_667);
    expect(capitalised.termMonths).toBe(66);
    const extended = financeOffer({ ...murabaha, graceMonths: 6, graceMode: 'extended' });
    expect(extended.instalment).toBe(kd(400));
    expect(extended.reducingRateBps).toBeLessThan(742);

    const grownLoan = financeOffer({ ...loan, graceMonths: 12, graceMode: 'capitalised' });
    expect(grownLoan.instalment).toBe(Math.round(annuity(kd(100_000) * 1.005 ** 12, 0.005, 120)));
    expect(grownLoan.reducingRateBps).toBe(600);
  });

  it('repays an interest-free loan in equal parts', () => {
    expect(financeOffer({ ...loan, rateBps: 0 })).toMatchObject({
      instalment: 833_333,
      totalRepaid: kd(100_000),
      profit: 0,
      reducingRateBps: 0,
      flatRateBps: 0,
    });
  });
});

describe('checkHousingLimits', () => {
  it('passes an offer inside the central bank’s limits and says the salary it needs (40% rule)', () => {
    const offer = financeOffer(murabaha);
    expect(checkHousingLimits(murabaha, offer, kd(25_000), cbk)).toEqual({
      amountFits: true,
      termFits: true,
      rateFits: false,
      downPaymentNeeded: 0,
      instalmentAtMaxTerm: undefined,
      salaryNeeded: kd(1_000),
    });
  });

  it('says which down payment and which instalment would fit when the amount and the term are too large', () => {
    const terms = { ...loan, months: 240 };
    const check = checkHousingLimits(terms, financeOffer(terms), kd(130_000), cbk);
    expect(check.amountFits).toBe(false);
    expect(check.downPaymentNeeded).toBe(kd(60_000));
    expect(check.termFits).toBe(false);
    expect(check.instalmentAtMaxTerm).toBe(Math.round(annuity(kd(100_000), 0.005, 180)));
    expect(check.rateFits).toBe(true);
  });
});
