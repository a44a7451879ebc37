import { dealReviewResultSchema, type DealReviewDecision } from '../schemas/deal-reviews';
import { api } from './browser-client';
import { readData } from './client';

/** The market-data desk (issue 30 §4): a decision on a deal a member registered. */
export const dealReviewsApi = {
  decide: (id: number, decision: DealReviewDecision) =>
    readData(dealReviewResultSchema, api.post(`operator/deals/${id}/decision`, { json: decision })),
};
