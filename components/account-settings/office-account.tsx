'use client';

import { useTranslations } from 'next-intl';
import type { LicenceStatus } from '@/lib/constants';
import type { AuthUser } from '@/lib/schemas/auth';
import { Section } from './account-settings';
import { UpgradeAccountForm } from './upgrade-account-form';

type OfficeAccountProps = { accountType: number; brokerType: AuthUser['brokerType']; licenceStatus: LicenceStatus | null };

/** A regular member's way to an office account; an office member's standing (the licence's review) instead. */
export function OfficeAccount({ accountType, brokerType, licenceStatus }: OfficeAccountProps) {
  const t = useTranslations('accountSettings.upgrade');
  if (accountType === 1) {
    return (
      <Section id="upgrade-heading" title={t('heading')} hint={t('hint')}>
        <UpgradeAccountForm />
      </Section>
    );
  }
  return (
    <Section id="office-heading" title={t('statusHeading')}>
      <p data-testid="office-status" className="text-sm leading-6 text-slate-700">
        {brokerType === 'marketeer' ? t('marketeerStatus') : t(`status.${licenceStatus ?? 'pending'}`)}
      </p>
    </Section>
  );
}
