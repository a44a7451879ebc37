'use client';

import Cookies from 'js-cookie';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { localeCookie } from '@/lib/i18n/config';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { GlobeIcon } from '@/components/ui/icons';

/** Flips between Arabic and English: URLs carry no locale, so the cookie picks it and the page is fetched again. */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTranslations('language');
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const other = locale === 'ar' ? 'en' : 'ar';

  const switchLanguage = () => {
    Cookies.set(localeCookie.name, other, {
      expires: localeCookie.maxAgeDays,
      path: '/',
      sameSite: 'lax',
      secure: window.location.protocol === 'https:',
    });
    startTransition(() => router.refresh());
  };

  return (
    <button
      type="button"
      data-testid="language-switch"
      aria-label={t('switchLabel')}
      aria-busy={pending || undefined}
      onClick={switchLanguage}
      className={cn(
        'flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60',
        focusRing,
        className,
      )}
    >
      <GlobeIcon className="size-5" />
      <span lang={other}>{t('label')}</span>
    </button>
  );
}
