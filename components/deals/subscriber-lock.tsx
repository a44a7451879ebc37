import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { loginHref } from '@/components/auth/return-to';
import { buttonClass } from '@/components/ui/button-styles';
import { LockIcon } from '@/components/ui/icons';

/** Spec §6: locked sections say 'Exclusively for subscribers' and offer the subscription; signing in comes back to `returnTo`. */
export function SubscriberLock({ message, signedIn, returnTo = '/deals' }: { message: string; signedIn: boolean; returnTo?: string }) {
  const t = useTranslations('deals.lock');
  return (
    <div role="note" className="flex flex-col items-start gap-4 rounded-xl border border-amber-200 bg-amber-50 p-5 sm:flex-row sm:items-center">
      <LockIcon className="size-8 shrink-0 text-amber-600" />
      <div className="flex-1">
        <p className="font-semibold text-slate-900">{t('title')}</p>
        <p className="mt-1 text-sm leading-6 text-slate-700">{message}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link href="/subscribe" className={buttonClass('primary', 'md')}>
          {t('subscribe')}
        </Link>
        {!signedIn && (
          <Link href={loginHref(returnTo)} className={buttonClass('secondary', 'md')}>
            {t('signIn')}
          </Link>
        )}
      </div>
    </div>
  );
}
