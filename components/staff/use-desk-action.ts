'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { flashStore } from '@/components/ui/flash';
import { useErrorText } from '@/components/ui/use-error-text';
import { ApiError } from '@/lib/api/api-error';

/**
 * Runs one of a staff desk's calls: on success its message (if any), `after` and a refreshed page; the API's field
 * errors beside their fields; any other refusal as a message.
 */
export function useDeskAction() {
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const run = async (call: () => Promise<unknown>, done?: string, after?: () => void) => {
    setPending(true);
    setErrors({});
    try {
      await call();
      if (done) flashStore.show(done);
      after?.();
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors)
        setErrors(
          Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, messages]) => [field, errorText.field(messages[0])]),
          ),
        );
      else flashStore.show(errorText.request(error), 'error');
    } finally {
      setPending(false);
    }
  };
  return { pending, errors, setErrors, run };
}
