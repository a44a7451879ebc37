import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { LazySessionGate } from '@/components/profile/lazy-session-gate';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { pageSession } from '@/server/services/auth/page-session';

/** Reads the session cookies: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

/**
 * Profile pages need a signed-in member, checked here on the server and not only by the proxy. An expired access
 * cookie with a live refresh cookie is restored in the browser first, then the page is rendered again.
 */
export default async function ProfileLayout({ children }: { children: ReactNode }) {
  const session = await pageSession(await cookies());
  if (session.state === 'signed-out') redirect('/');
  return (
    <FeatureMessages namespaces={['profile', 'myAds', 'adForm', 'login']}>
      {session.state === 'restorable' ? <LazySessionGate /> : children}
    </FeatureMessages>
  );
}
