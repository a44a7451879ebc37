import { z } from 'zod/mini';
import type { DealTypeSlug } from '../constants';
import { adPageSchema, favouriteToggledSchema } from '../schemas/ads';
import { api } from './browser-client';
import { readData, readJson } from './client';

export type FavouritesFilter = { dealType?: DealTypeSlug; page?: number };

/** The signed-in member's favourites; every call needs the member's token. */
export const favouritesApi = {
  /** One call adds or removes; the answer says which way it went. */
  toggle: (adId: number) => readData(favouriteToggledSchema, api.post('members/favourite', { json: { adId } })),
  ids: () => readData(z.array(z.number()), api.get('members/favourites/ids')),
  list: ({ dealType, page }: FavouritesFilter) =>
    readJson(
      adPageSchema,
      api.get('members/favourites', {
        searchParams: { ...(dealType && { dealType }), ...(page && page > 1 && { page }) },
      }),
    ),
};
