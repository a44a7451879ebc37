import { dealDetailSchema, dealSubmissionResultSchema, type DealSubmission } from '../schemas/deals';
import { api } from './browser-client';
import { readData } from './client';

export const dealsApi = {
  /** Subscribers only: the API answers 403 SUBSCRIPTION_REQUIRED to everyone else. */
  detail: (id: number) => readData(dealDetailSchema, api.get(`deals/${id}`)),
  submit: (input: DealSubmission) => readData(dealSubmissionResultSchema, api.post('deals', { json: input })),
};
