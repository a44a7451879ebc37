import { memberSupportFileSchema, type LiftSuspensionInput, type SuspendMemberInput } from '../schemas/member-support';
import { api } from './browser-client';
import { readData } from './client';

/** The member-support desk (issue 30 §6): suspend an account, or lift its suspension. */
export const memberSupportApi = {
  suspend: (id: number, input: SuspendMemberInput) =>
    readData(memberSupportFileSchema, api.post(`operator/members/${id}/suspension`, { json: input })),
  lift: (id: number, input: LiftSuspensionInput) =>
    readData(memberSupportFileSchema, api.delete(`operator/members/${id}/suspension`, { json: input })),
};
