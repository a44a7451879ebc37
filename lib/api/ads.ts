import { phoneRevealSchema } from '../schemas/ads';
import { api } from './browser-client';
import { readData } from './client';

/**
 * A visitor's actions on one public ad. Lists, details and similar ads are rendered on the server from the services;
 * the owner's calls live in my-ads.ts.
 */
export const adsApi = {
  /** Counted by the API: call it only when the visitor asks for the number. */
  revealPhone: (id: number) => readData(phoneRevealSchema, api.post(`ads/${id}/phone`)),
};
