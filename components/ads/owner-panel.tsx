'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { AdStatus } from '@/lib/constants';
import { useSession } from '@/lib/auth/use-session';

// Only owners load the actions (and their confirm dialog); every other visitor of the ad page skips that code.
const OwnerAdActions = dynamic(() => import('@/components/my-ads/owner-ad-actions').then((m) => m.OwnerAdActions));

/** The owner's edit, publish, withdraw, repost and delete, decided in the browser so the ad page stays the same for all. */
export function OwnerPanel({
  adId,
  ownerId,
  status,
  isExpired,
}: {
  adId: number;
  ownerId: number;
  status: AdStatus;
  isExpired: boolean;
}) {
  const t = useTranslations('adActions');
  const { user } = useSession();
  if (user?.id !== ownerId) return null;
  return (
    <section
      aria-labelledby="owner-panel-title"
      data-testid="owner-panel"
      className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100"
    >
      <h2 id="owner-panel-title" className="mb-3 text-sm font-bold text-brand-900">
        {t('ownerTitle')}
      </h2>
      <OwnerAdActions adId={adId} status={status} isExpired={isExpired} />
    </section>
  );
}
