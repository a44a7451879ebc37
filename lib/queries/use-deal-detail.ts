import { useQuery } from './query-hooks';
import { dealsApi } from '@/lib/api/deals';
import { dealKeys } from './deal-keys';

/** The full record of a deal and its similar deals, fetched when a subscriber opens it. */
export function useDealDetail(id: number, enabled: boolean) {
  return useQuery({
    queryKey: dealKeys.detail(id),
    queryFn: () => dealsApi.detail(id),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
