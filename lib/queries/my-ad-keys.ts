import type { MyAdsFilter } from '../api/my-ads';

export const myAdKeys = {
  all: ['my-ads'] as const,
  lists: () => [...myAdKeys.all, 'list'] as const,
  list: (filter: MyAdsFilter) => [...myAdKeys.lists(), filter] as const,
  detail: (id: number) => [...myAdKeys.all, 'detail', id] as const,
};
