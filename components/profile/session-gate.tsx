'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { authTokenStore } from '@/lib/api/auth-token-store';
import { membersApi } from '@/lib/api/members';
import { sessionEnded } from '@/lib/auth/session-ended';
import { restoreSession } from '@/lib/auth/session-restore';
import { Container } from '@/components/ui/container';

/**
 * Shown instead of a profile page whose access cookie has expired. Restoring the session (or any authenticated call,
 * which reauthenticates once on a 401) renews the cookies; the page is then asked for again, or the session has ended
 * and the visitor goes home with a message that says so.
 */
export function SessionGate() {
  const t = useTranslations('profile');
  const router = useRouter();

  useEffect(() => {
    let cancelled = false;
    (async () => {
      await restoreSession();
      const renewed =
        Boolean(authTokenStore.get()) &&
        (await membersApi.myAccount().then(
          () => true,
          () => false,
        ));
      if (cancelled) return;
      if (renewed) router.refresh();
      else sessionEnded();
    })();
    return () => {
      cancelled = true;
    };
  }, [router]);

  return (
    <Container className="py-16">
      <p role="status" className="flex items-center justify-center gap-3 text-slate-600">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
        />
        {t('checkingSession')}
      </p>
    </Container>
  );
}
