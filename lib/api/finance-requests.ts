import { z } from 'zod/mini';
import { restoreSession } from '../auth/session-restore';
import { financeRequestSchema, type FinanceRequestInput } from '../schemas/finance-request';
import { api } from './browser-client';
import { readData } from './client';

const codeSentSchema = z.object({ resendInSeconds: z.number() });

/** The finance request: a visitor asks for a code to the phone first; a member's session rides along. */
export const financeRequestsApi = {
  sendCode: (phone: string) => readData(codeSentSchema, api.post('finance-requests/code', { json: { phone } })),
  send: async (input: FinanceRequestInput) => {
    await restoreSession();
    return readData(financeRequestSchema, api.post('finance-requests', { json: input }));
  },
};
