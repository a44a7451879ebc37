import { z } from 'zod/mini';
import { phoneRevealSchema } from '../schemas/ads';
import { api } from './browser-client';
import { readData } from './client';

const viewSchema = z.object({ counted: z.boolean() });

/**
 * A visitor's actions on one public ad. Lists, details and similar ads are rendered on the server from the services;
 * the owner's calls live in my-ads.ts.
 */
export const adsApi = {
  /** Counted by the API: call it only when the visitor asks for the number. */
  revealPhone: (id: number) => readData(phoneRevealSchema, api.post(`ads/${id}/phone`)),
  /** Counted once per visitor (x-uuid) and Kuwait day. */
  recordView: (id: number) => readData(viewSchema, api.post(`ads/${id}/views`)),
};
