import { z } from 'zod/mini';
import { restoreSession } from '../auth/session-restore';
import { api } from './browser-client';
import { readData } from './client';

/** The operator's pick of an ad (spec §3 featured flag); the operator's page itself renders on the server. */
export const featuredAdsApi = {
  setFeatured: async (adId: number, featured: boolean) => {
    // A click straight after the page loads must not go out before the session is back.
    await restoreSession();
    return readData(
      z.object({ id: z.number(), featured: z.boolean() }),
      api.put(`operator/ads/${adId}/featured`, { json: { featured } }),
    );
  },
};
