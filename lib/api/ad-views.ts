import ky from 'ky';
import { apiBaseUrl } from './api-base-url';
import { getOrCreateVisitorId } from './visitor-id';

/**
 * Counts a visit to an ad: once per visitor (x-uuid) and Kuwait day. Nothing is read back, so it goes out with ky
 * alone rather than the API client, whose schemas and session handling (zod, ~11 kB) every ad page would otherwise
 * load and run after its first paint just to count itself (#11, the ad page's blocking time).
 */
export const recordAdView = async (id: number): Promise<void> => {
  await ky.post(`${apiBaseUrl()}/v1/ads/${id}/views`, {
    headers: { accept: 'application/json', 'x-platform': 'web', 'x-uuid': getOrCreateVisitorId() },
    keepalive: true,
    retry: 0,
  });
};
