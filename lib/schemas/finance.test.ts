import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { budgetQuerySchema, financeCalculateSchema, financeFormSchema, toCalculateInput } from './finance';

const form = {
  product: 'housing',
  propertyValue: '١٢٠٬٠٠٠',
  downPayment: '20,000',
  months: '180',
  graceMonths: '6',
  graceMode: 'capitalised',
  bankId: '2',
  salary: '1500.5',
  obligations: '',
  retiree: 'retiree',
} as const;

describe('finance schemas', () => {
  it('turns the typed form into the API body, in fils, Arabic-Indic digits and separators accepted', () => {
    const parsed = z.parse(financeFormSchema, form);
    const input = toCalculateInput(parsed);
    expect(input).toEqual({
      product: 'housing',
      propertyValueFils: 120_000_000,
      downPaymentFils: 20_000_000,
      months: 180,
      graceMonths: 6,
      graceMode: 'capitalised',
      bankId: 2,
      salaryFils: 1_500_500,
      obligationsFils: 0,
      retiree: true,
    });
    expect(z.safeParse(financeCalculateSchema, input).success).toBe(true);
  });

  it('refuses a down payment that covers the whole value, on the down payment', () => {
    const input = toCalculateInput(z.parse(financeFormSchema, { ...form, downPayment: '120000' }));
    const result = z.safeParse(financeCalculateSchema, input);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['downPaymentFils', 'finance.errors.downPaymentTooLarge'],
    ]);
  });

  it('needs a salary or a ceiling in a budget query', () => {
    expect(z.safeParse(budgetQuerySchema, {}).error?.issues[0]).toMatchObject({
      path: ['salary'],
      message: 'finance.errors.salaryOrPrice',
    });
    expect(z.parse(budgetQuerySchema, { salary: '1,500', retiree: 'true' })).toEqual({ salary: 1500, retiree: true });
    expect(z.parse(budgetQuerySchema, { maxPrice: '90000' })).toEqual({ maxPrice: 90_000 });
  });
});
