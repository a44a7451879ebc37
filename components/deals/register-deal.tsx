'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { loginHref } from '@/components/auth/return-to';
import { buttonClass } from '@/components/ui/button-styles';
import type { AreaOption } from './area-options';

const RegisterDealForm = dynamic(() => import('./register-deal-form'));

/** "Register a deal": a signed-in member reports a deal they made; it waits for moderation before anyone sees it. */
export function RegisterDeal({ areas, signedIn }: { areas: AreaOption[]; signedIn: boolean }) {
  const t = useTranslations('deals.register');
  const [open, setOpen] = useState(false);
  if (!signedIn) {
    return (
      <Link href={loginHref('/deals')} className={buttonClass('primary', 'md')}>
        {t('signIn')}
      </Link>
    );
  }
  return (
    <div className="w-full">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="register-deal"
        onClick={() => setOpen((v) => !v)}
        className={buttonClass('primary', 'md')}
      >
        {t('open')}
      </button>
      {open && <RegisterDealForm areas={areas} onCancel={() => setOpen(false)} />}
    </div>
  );
}
