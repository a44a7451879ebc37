import { restoreSession } from '../auth/session-restore';
import { rentEstimateSchema, type RentEstimateRequest } from '../schemas/rent-estimate';
import { api } from './browser-client';
import { readData } from './client';

export const rentEstimatesApi = {
  /** A member's estimate is kept under their account: a session still being restored is waited for. */
  create: async (input: RentEstimateRequest) => {
    await restoreSession();
    return readData(rentEstimateSchema, api.post('valuations/rent', { json: input }));
  },
};
