'use client';

import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from './query-hooks';
import type { FavouritesFilter } from '../api/favourites';
import { favouriteKeys } from './ad-keys';

/** One page of the signed-in member's favourites; the previous page stays on screen while the next one loads. */
export function useFavourites(memberId: number | undefined, filter: FavouritesFilter) {
  return useQuery({
    queryKey: favouriteKeys.list(memberId ?? 0, filter),
    queryFn: async () => (await import('../api/favourites')).favouritesApi.list(filter),
    enabled: memberId !== undefined,
    placeholderData: keepPreviousData,
  });
}
