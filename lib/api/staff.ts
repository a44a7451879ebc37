import type { MemberRole } from '../constants';
import { deadLetterRetrySchema } from '../schemas/dashboard';
import { myDesksSchema, staffMemberSchema, staffRolesSchema, type GrantRoleInput } from '../schemas/staff';
import { restoreSession } from '../auth/session-restore';
import { api } from './browser-client';
import { readData } from './client';

/** The back office's staff roles (issue 30 §1); its pages render on the server. */
export const staffApi = {
  myDesks: () => readData(myDesksSchema, api.get('operator/desks')),
  grant: async (input: GrantRoleInput) => {
    await restoreSession();
    return readData(staffMemberSchema, api.post('operator/staff/roles', { json: input }));
  },
  revoke: async (memberId: number, role: MemberRole) => {
    await restoreSession();
    return readData(staffRolesSchema, api.delete(`operator/staff/${memberId}/roles/${role}`));
  },
  retryDeadLetter: async (id: string) => {
    await restoreSession();
    return readData(deadLetterRetrySchema, api.post(`operator/jobs/dead-letters/${id}/retry`));
  },
};
