import { restoreSession } from '../auth/session-restore';
import { codeSentSchema } from '../schemas/answers';
import { financeRequestSchema, type FinanceRequestInput } from '../schemas/finance-request';
import { api } from './browser-client';
import { readData } from './client';

/** The finance request: a visitor asks for a code to the phone first; a member's session rides along. */
export const financeRequestsApi = {
  sendCode: (phone: string) => readData(codeSentSchema, api.post('finance-requests/code', { json: { phone } })),
  send: async (input: FinanceRequestInput) => {
    await restoreSession();
    return readData(financeRequestSchema, api.post('finance-requests', { json: input }));
  },
};
