'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { LicenceStatus } from '@/lib/constants';
import type { AuthUser } from '@/lib/schemas/auth';
import { buttonClass } from '@/components/ui/button-styles';
import { Section } from './account-settings';

// Few members upgrade: the form (its schemas, file picker and office search) loads when one starts.
const UpgradeAccountForm = dynamic(() => import('./upgrade-account-form').then((m) => m.UpgradeAccountForm));

type OfficeAccountProps = {
  accountType: number;
  brokerType: AuthUser['brokerType'];
  licenceStatus: LicenceStatus | null;
};

/** A regular member's way to an office account; an office member's standing (the licence's review) instead. */
export function OfficeAccount({ accountType, brokerType, licenceStatus }: OfficeAccountProps) {
  const t = useTranslations('accountSettings.upgrade');
  const [started, setStarted] = useState(false);
  if (accountType === 1) {
    return (
      <Section id="upgrade-heading" title={t('heading')} hint={t('hint')}>
        {started ? (
          <UpgradeAccountForm />
        ) : (
          <button
            type="button"
            className={buttonClass('secondary', 'md', 'justify-self-start')}
            onClick={() => setStarted(true)}
          >
            {t('start')}
          </button>
        )}
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
