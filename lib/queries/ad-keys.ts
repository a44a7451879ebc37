import type { FavouritesFilter } from '../api/favourites';

/**
 * Keys of the visitor's own ad data; public lists and details are server-rendered and never cached here. Favourites
 * carry the member id, so another account signing in on the same tab never sees the previous one's.
 */
export const favouriteKeys = {
  member: (memberId: number) => ['favourites', memberId] as const,
  ids: (memberId: number) => [...favouriteKeys.member(memberId), 'ids'] as const,
  lists: (memberId: number) => [...favouriteKeys.member(memberId), 'list'] as const,
  list: (memberId: number, filter: FavouritesFilter) => [...favouriteKeys.lists(memberId), filter] as const,
};

export const adKeys = {
  all: ['ads'] as const,
};
