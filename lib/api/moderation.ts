import { restoreSession } from '../auth/session-restore';
import {
  moderationDecidedSchema,
  reportsDismissedSchema,
  type DismissReportsInput,
  type ModerationDecision,
  type TakeDownInput,
} from '../schemas/moderation';
import { api } from './browser-client';
import { readData } from './client';

/** The moderation desk's decisions (issue 29); the desk itself renders on the server. */
export const moderationApi = {
  decide: async (adId: number, decision: ModerationDecision) => {
    // A click straight after the page loads must not go out before the session is back.
    await restoreSession();
    return readData(moderationDecidedSchema, api.post(`operator/moderation/ads/${adId}/decision`, { json: decision }));
  },
  takeDown: async (adId: number, input: TakeDownInput) => {
    await restoreSession();
    return readData(moderationDecidedSchema, api.post(`operator/moderation/ads/${adId}/take-down`, { json: input }));
  },
  dismissReports: async (adId: number, input: DismissReportsInput) => {
    await restoreSession();
    return readData(
      reportsDismissedSchema,
      api.post(`operator/moderation/ads/${adId}/reports/dismiss`, { json: input }),
    );
  },
};
