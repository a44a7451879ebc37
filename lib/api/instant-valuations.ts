import { restoreSession } from '../auth/session-restore';
import {
  instantValuationSchema,
  valuationUnlockSchema,
  type InstantValuationRequest,
} from '../schemas/instant-valuation';
import { api } from './browser-client';
import { readData } from './client';

export const instantValuationsApi = {
  /** A member's estimate is kept under their account: a session still being restored is waited for. */
  createInstant: async (input: InstantValuationRequest) => {
    await restoreSession();
    return readData(instantValuationSchema, api.post('valuations/ive', { json: input }));
  },
  /** The estimate's detailed report for one map-valuation credit (once; again is free). */
  unlock: async (id: string) => {
    await restoreSession();
    return readData(valuationUnlockSchema, api.post(`valuations/ive/${id}/unlock`));
  },
};
