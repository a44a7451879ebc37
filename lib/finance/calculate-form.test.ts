import { describe, expect, it } from 'vitest';
import { calculateForm } from './calculate-form';
import type { MortgageSetup } from './mortgage';
import type { FinanceBank } from './offer';

const kd = (dinars: number) => dinars * 1000;
const bank = (
  id: number,
  kind: FinanceBank['kind'],
  rateBps: number,
  product: FinanceBank['product'],
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
const setup: MortgageSetup = {
  banks: [
    bank(1, 'conventional', 450, 'housing'),
    bank(2, 'murabaha', 400, 'consumer'),
    bank(2, 'murabaha', 275, 'housing'),
  ],
  limits: {
    housing: { maxAmount: kd(70_000), maxMonths: 180 },
    consumer: { maxAmount: kd(25_000), maxMonths: 60, salaryMultiple: 25 },
    employeeShareBps: 4000,
    retireeShareBps: 3000,
    discountRateBps: 350,
    rateCapBps: 650,
    kcbMaxAmount: kd(70_000),
  },
  settings: [],
};
const values = {
  product: 'consumer',
  propertyValue: '20,000',
  downPayment: '',
  months: '60',
  graceMonths: '0',
  graceMode: 'extended',
  bankId: '2',
  salary: '١٥٠٠',
  obligations: '0',
  retiree: 'employee',
} as const;

describe('calculateForm', () => {
  it('reads the page’s fields and works KFH’s example with the bank’s consumer rate', () => {
    const { errors, outcome } = calculateForm(values, setup);
    expect(errors).toEqual({});
    expect(outcome?.plan.offer).toMatchObject({ instalment: kd(400), totalRepaid: kd(24_000), profit: kd(4_000) });
    expect(outcome?.kcb).toBeUndefined();
  });

  it('puts errors on the form’s fields, the shared schema’s and the bank’s', () => {
    expect(calculateForm({ ...values, salary: 'lots', months: '' }, setup).errors).toEqual({
      salary: 'general.validation.numeric',
      months: 'general.validation.required_field',
    });
    expect(calculateForm({ ...values, downPayment: '20000' }, setup).errors).toEqual({
      downPayment: 'finance.errors.downPaymentTooLarge',
    });
    expect(calculateForm({ ...values, bankId: '1' }, setup).errors).toEqual({
      bankId: 'finance.errors.bankWithoutRate',
    });
  });
});
