import { z } from 'zod/mini';
import { api } from './browser-client';
import { readData } from './client';

/** The operator's pick of an ad (spec §3 featured flag); the operator's page itself renders on the server. */
export const featuredAdsApi = {
  setFeatured: (adId: number, featured: boolean) =>
    readData(z.object({ id: z.number(), featured: z.boolean() }), api.put(`operator/ads/${adId}/featured`, { json: { featured } })),
};
