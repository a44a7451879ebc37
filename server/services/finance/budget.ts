import {
  banksFor,
  budgetFor,
  mortgagePlan,
  rentCeiling,
  type Budget,
  type FinanceLimits,
  type MortgagePlan,
} from '../../../lib/finance/mortgage';
import type { SourcedSetting } from '../../../lib/finance/offer';
import type { BudgetQuery } from '../../../lib/schemas/finance';
import { ApiError } from '../../lib/errors';
import { mortgageSetup } from './finance-setup';

const fils = (dinars: number | undefined) => Math.round((dinars ?? 0) * 1000);

export type BudgetResult =
  /** From the salary: the highest price the limits allow at the bank, and how. */
  | { basis: 'salary'; ceiling: number; budget: Budget; limits: FinanceLimits; settings: SourcedSetting[] }
  /** A ceiling given directly: what financing it over the longest housing term would take. */
  | { basis: 'price'; ceiling: number; plan: MortgagePlan; limits: FinanceLimits; settings: SourcedSetting[] }
  /** A month's rent: from the salary (`shareBps` of it less current instalments), or a ceiling given directly. */
  | {
      basis: 'rent';
      ceiling: number;
      fromSalary: boolean;
      shareBps: number;
      limits: FinanceLimits;
      settings: SourcedSetting[];
    };

/**
 * The highest price a buyer can look at: from the salary (employees 40%, retirees 30%, current instalments counted,
 * within the KD 70,000 housing ceiling) plus the down payment, or a ceiling given directly. Housing finance only.
 * To rent: the month's rent the same share of salary carries (`rentCeiling`), or a rent ceiling given directly.
 */
export async function resolveBudget(query: BudgetQuery): Promise<BudgetResult> {
  const setup = await mortgageSetup();
  if (query.deal === 'rent') {
    const { limits, settings } = setup;
    const salary = fils(query.salary);
    const { ceiling, shareBps } = rentCeiling(
      { salary, obligations: fils(query.obligations), retiree: query.retiree ?? false },
      limits,
    );
    const fromSalary = salary > 0 && !query.maxPrice;
    return {
      basis: 'rent',
      ceiling: fromSalary ? ceiling : fils(query.maxPrice),
      fromSalary,
      shareBps,
      limits,
      settings,
    };
  }
  const banks = banksFor(setup, 'housing');
  const bank = query.bankId === undefined ? banks[0] : banks.find((b) => b.id === query.bankId);
  if (!bank) throw new ApiError('VALIDATION_FAILED', { bankId: ['finance.errors.bankWithoutRate'] });
  const { limits, settings } = setup;
  const months = query.months ?? limits.housing.maxMonths;
  const salary = fils(query.salary);
  if (salary > 0 && !query.maxPrice) {
    const budget = budgetFor(
      {
        salary,
        obligations: fils(query.obligations),
        downPayment: fils(query.downPayment),
        months,
        retiree: query.retiree ?? false,
      },
      bank,
      limits,
    );
    return { basis: 'salary', ceiling: budget.ceiling, budget, limits, settings };
  }
  const ceiling = fils(query.maxPrice);
  const downPayment = Math.min(fils(query.downPayment), ceiling);
  const plan = mortgagePlan(
    {
      product: 'housing',
      propertyValue: ceiling,
      downPayment,
      months,
      graceMonths: 0,
      graceMode: 'extended',
      salary,
      obligations: fils(query.obligations),
      retiree: query.retiree ?? false,
    },
    bank,
    limits,
  );
  return { basis: 'price', ceiling, plan, limits, settings };
}
