import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { loginHref } from '@/components/auth/return-to';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { buttonClass } from '@/components/ui/button-styles';
import { LockIcon } from '@/components/ui/icons';
import { formatCount } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { resultPath } from './instant-valuation-paths';
import { UnlockReportButton } from './unlock-report-button';

type ReportLockProps = { id: string; comparables: number; credits: number | null; locale: Locale };

/**
 * The detailed report (comparables and the area's trend) before it is unlocked: what it holds, the member's
 * map-valuation credits and the unlock button, or the sign-in; the subscription opens every report.
 */
export function ReportLock({ id, comparables, credits, locale }: ReportLockProps) {
  const t = useTranslations('valuation.result.report');
  return (
    <section
      aria-labelledby="report-lock-title"
      data-testid="report-lock"
      className="flex flex-col items-start gap-4 rounded-xl border border-amber-200 bg-amber-50 p-5 sm:flex-row"
    >
      <LockIcon className="size-8 shrink-0 text-amber-600" />
      <div className="grid flex-1 gap-3">
        <h2 id="report-lock-title" className="text-lg font-semibold text-slate-900">
          {t('title')}
        </h2>
        <p className="text-sm leading-6 text-slate-700">
          {t('lockedBody', { formatted: formatCount(comparables, locale) })}
        </p>
        {credits === null ? (
          <Link href={loginHref(resultPath(id))} className={buttonClass('primary', 'md', 'justify-self-start')}>
            {t('signIn')}
          </Link>
        ) : (
          <>
            <p className="text-sm font-medium text-slate-800" data-testid="map-valuation-credits">
              {t('balance', { count: formatCount(credits, locale) })}
            </p>
            <FeatureMessages namespaces={['valuation.result']}>
              <UnlockReportButton id={id} />
            </FeatureMessages>
          </>
        )}
        <Link href="/subscribe" className="justify-self-start text-sm font-semibold text-brand-700 underline">
          {t('subscribe')}
        </Link>
      </div>
    </section>
  );
}
