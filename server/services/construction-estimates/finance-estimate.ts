import type { ConstructionFinance } from '../../../lib/construction-estimate/finance';
import {
  checkHousingLimits,
  financeOffer,
  pricingKind,
  type FinanceBank,
  type FinanceTerms,
} from '../../../lib/finance/offer';
import type { ConstructionFinanceInput } from '../../../lib/schemas/construction-estimate';
import { ApiError } from '../../lib/errors';
import { financeSetup } from './construction-setup';
import type { StoredEstimate } from './estimates';

/** Construction finance of an estimate, computed on request (nothing is stored). */
export async function financeEstimate(
  estimate: StoredEstimate,
  input: ConstructionFinanceInput,
): Promise<ConstructionFinance> {
  const setup = await financeSetup();
  const cost = estimate.result.total.mid;
  const fieldErrors: Record<string, string[]> = {};
  const bank = setup.banks.find((b) => b.id === input.bankId);
  if (!bank) fieldErrors.bankId = ['construction.errors.bankWithoutRate'];
  if (input.downPaymentFils >= cost) fieldErrors.downPaymentFils = ['construction.errors.downPaymentTooLarge'];
  if (!bank || Object.keys(fieldErrors).length) throw new ApiError('VALIDATION_FAILED', fieldErrors);

  const principal = cost - input.downPaymentFils;
  const termsFor = (b: FinanceBank): FinanceTerms => ({
    principal,
    months: input.months,
    rateBps: b.rateBps,
    kind: pricingKind(b),
    graceMonths: input.graceMonths,
    graceMode: input.graceMode,
  });
  const comparison = setup.banks
    .map((b) => ({ bank: b, ...financeOffer(termsFor(b)) }))
    .sort((a, b) => a.instalment - b.instalment);
  const offer = comparison.find((o) => o.bank.id === bank.id)!;
  return {
    estimateId: estimate.id,
    cost,
    downPayment: input.downPaymentFils,
    principal,
    input,
    offer,
    comparison,
    limits: { ...setup.limits, check: checkHousingLimits(termsFor(bank), offer, cost, setup.limits) },
    discountRateBps: setup.discountRateBps,
    settings: setup.settings,
  };
}
