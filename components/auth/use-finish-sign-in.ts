'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { flashStore } from '@/components/ui/flash';

/** After signing in or up: say so on the next page ('Logged In Successfully' unless told otherwise) and go back. */
export function useFinishSignIn(returnTo: string) {
  const t = useTranslations('general.messages');
  const router = useRouter();
  return useCallback(
    (message?: string, tone: 'success' | 'error' = 'success') => {
      flashStore.show(message ?? t('loginSuccess'), tone);
      router.replace(returnTo);
    },
    [router, returnTo, t],
  );
}
