'use client';

import type { QueryKey } from '@tanstack/react-query';
import { useMutation, useQueryClient } from './query-hooks';
import type { ApiError } from '../api/api-error';
import type { AdPage } from '../schemas/ads';
import { favouriteKeys } from './ad-keys';

export type ToggleFavouriteInput = { adId: number; wasFavourite: boolean };
type Snapshot = { ids?: ReadonlySet<number>; lists: Array<[QueryKey, AdPage | undefined]> };

function withoutAd(page: AdPage | undefined, adId: number): AdPage | undefined {
  if (!page || !page.data.some((ad) => ad.id === adId)) return page;
  return { ...page, data: page.data.filter((ad) => ad.id !== adId), totalItems: Math.max(0, page.totalItems - 1) };
}

/**
 * Saves or removes one ad (the API toggles). The heart and the favourites lists change at once and are put back if
 * the call fails; the lists are refetched afterwards, so a page that lost a card fills up again.
 */
export function useToggleFavourite(memberId: number) {
  const queryClient = useQueryClient();
  const idsKey = favouriteKeys.ids(memberId);
  const listsKey = favouriteKeys.lists(memberId);
  const setIds = (adId: number, favourite: boolean) =>
    queryClient.setQueryData<ReadonlySet<number>>(idsKey, (ids) => {
      const next = new Set(ids);
      if (favourite) next.add(adId);
      else next.delete(adId);
      return next;
    });

  return useMutation<{ favourited: boolean }, ApiError, ToggleFavouriteInput, Snapshot>({
    mutationFn: async ({ adId }) => (await import('../api/favourites')).favouritesApi.toggle(adId),
    onMutate: async ({ adId, wasFavourite }) => {
      await queryClient.cancelQueries({ queryKey: favouriteKeys.member(memberId) });
      const snapshot: Snapshot = {
        ids: queryClient.getQueryData(idsKey),
        lists: queryClient.getQueriesData<AdPage>({ queryKey: listsKey }),
      };
      setIds(adId, !wasFavourite);
      if (wasFavourite) queryClient.setQueriesData<AdPage>({ queryKey: listsKey }, (page) => withoutAd(page, adId));
      return snapshot;
    },
    onError: (_error, _input, snapshot) => {
      if (!snapshot) return;
      queryClient.setQueryData(idsKey, snapshot.ids);
      for (const [key, page] of snapshot.lists) queryClient.setQueryData(key, page);
    },
    onSuccess: ({ favourited }, { adId }) => setIds(adId, favourited),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}
