'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { writeCookie } from '@/lib/browser-cookies';
import { localeCookie } from '@/lib/i18n/config';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { GlobeIcon } from '@/components/ui/icons';

/**
 * Flips between Arabic and English: URLs carry no locale, so the cookie picks it and the page is fetched again.
 * `compact`: the globe alone on a phone, for the site header's row ("post an ad", the account and the menu beside it).
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const t = useTranslations('language');
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const other = locale === 'ar' ? 'en' : 'ar';

  const switchLanguage = () => {
    writeCookie(localeCookie.name, other, localeCookie.maxAgeDays);
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
        'flex h-10 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60',
        focusRing,
        compact && 'max-sm:w-10 max-sm:px-0',
      )}
    >
      <GlobeIcon className="size-5" />
      <span lang={other} className={compact ? 'max-sm:sr-only' : undefined}>
        {t('label')}
      </span>
    </button>
  );
}
