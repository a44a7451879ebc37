import type { ConstructionFinanceInput } from '../schemas/construction-estimate';
import type { FinanceBank, FinanceOffer, HousingLimits, LimitCheck, SourcedSetting } from '../finance/offer';

export type { FinanceBank, SourcedSetting } from '../finance/offer';

export interface FinanceSetup {
  banks: FinanceBank[];
  limits: HousingLimits;
  discountRateBps: number;
  settings: SourcedSetting[];
}

export interface BankOffer extends FinanceOffer {
  bank: FinanceBank;
}

export interface ConstructionFinance {
  estimateId: string;
  /** The middle of the estimate's range, in fils. */
  cost: number;
  downPayment: number;
  principal: number;
  input: ConstructionFinanceInput;
  /** The chosen bank's offer, and every bank's on the same terms, cheapest instalment first. */
  offer: BankOffer;
  comparison: BankOffer[];
  limits: FinanceSetup['limits'] & { check: LimitCheck };
  discountRateBps: number;
  settings: FinanceSetup['settings'];
}
