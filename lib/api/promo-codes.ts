import { promoCodeSchema } from '../schemas/promo-codes';
import type { PromoCodeInput } from '../schemas/promo-codes';
import { api } from './browser-client';
import { readData } from './client';

/** The catalogue desk's promo codes (issue 30 §5). */
export const promoCodesApi = {
  create: (input: PromoCodeInput) => readData(promoCodeSchema, api.post('operator/promo-codes', { json: input })),
  end: (id: number) => readData(promoCodeSchema, api.post(`operator/promo-codes/${id}/end`)),
};
