import { useMutation } from './query-hooks';
import type { ApiError } from '@/lib/api/api-error';
import { dealsApi } from '@/lib/api/deals';
import type { DealSubmission } from '@/lib/schemas/deals';

/** Sends a member's own deal for moderation. */
export function useRegisterDeal() {
  return useMutation<{ id: number; status: number }, ApiError, DealSubmission>({
    mutationFn: (input) => dealsApi.submit(input),
  });
}
