import {
  banksFor,
  comparePlans,
  kcbOption,
  sideBySide,
  type FinanceLimits,
  type KcbOption,
  type MortgagePlan,
} from '../../../lib/finance/mortgage';
import type { SourcedSetting } from '../../../lib/finance/offer';
import { toMortgageInput, type FinanceCalculateInput } from '../../../lib/schemas/finance';
import { ApiError } from '../../lib/errors';
import { mortgageSetup } from './finance-setup';

export interface FinanceCalculation {
  input: FinanceCalculateInput;
  /** The chosen bank's plan, and every bank's for the product on the same terms, lowest instalment first. */
  plan: MortgagePlan;
  comparison: MortgagePlan[];
  /** Bank ids of the cheapest murabaha and the cheapest conventional offer, where both kinds exist. */
  sideBySide: { murabaha?: number; conventional?: number };
  kcb?: KcbOption;
  limits: FinanceLimits;
  settings: SourcedSetting[];
}

/** The calculator of the page, for the mobile app: the same module, the same figures from the database. */
export async function calculateFinance(input: FinanceCalculateInput): Promise<FinanceCalculation> {
  const setup = await mortgageSetup();
  const banks = banksFor(setup, input.product);
  const bank = banks.find((b) => b.id === input.bankId);
  if (!bank) throw new ApiError('VALIDATION_FAILED', { bankId: ['finance.errors.bankWithoutRate'] });
  const mortgage = toMortgageInput(input);
  const comparison = comparePlans(mortgage, banks, setup.limits);
  const pair = sideBySide(comparison);
  return {
    input,
    plan: comparison.find((p) => p.bank.id === bank.id)!,
    comparison,
    sideBySide:
      pair.murabaha && pair.conventional
        ? { murabaha: pair.murabaha.bank.id, conventional: pair.conventional.bank.id }
        : {},
    kcb: kcbOption(mortgage, bank, setup.limits),
    limits: setup.limits,
    settings: setup.settings,
  };
}
