'use client';

import { useQuery } from './query-hooks';
import { favouriteKeys } from './ad-keys';
import { useSession } from '../auth/use-session';

const NO_IDS: ReadonlySet<number> = new Set();

/** Which ads the signed-in member has saved, for the hearts on cards and ad pages; empty for visitors. */
export function useFavouriteIds() {
  const { status, user } = useSession();
  const memberId = user?.id ?? 0;
  const query = useQuery({
    queryKey: favouriteKeys.ids(memberId),
    queryFn: async () => new Set(await (await import('../api/favourites')).favouritesApi.ids()) as ReadonlySet<number>,
    enabled: status === 'signed-in',
    staleTime: 5 * 60_000,
  });
  return {
    status,
    memberId,
    ids: query.data ?? NO_IDS,
    isLoading: status === 'loading' || (status === 'signed-in' && query.isPending),
  };
}
