import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { adStatus } from '@/lib/constants';
import { formatDate } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import type { AdDetail } from '@/lib/schemas/ads';
import { buttonClass } from '@/components/ui/button-styles';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { ownerStatus, statusKeys } from './ad-status';
import { OwnerAdActions } from './owner-ad-actions';
import { ReviewNotice } from './review-notice';
import { StatusBadge } from './status-badge';

/** Where the ad stands, what that means for visitors, what the owner can do next, and the actions to do it. */
export function StatusPanel({ ad }: { ad: AdDetail }) {
  const t = useTranslations('myAds.detail');
  const locale = toLocale(useLocale());
  const status = ownerStatus(ad.status, ad.isExpired);
  const key = statusKeys[status];
  const date = ad.expiresAt ? formatDate(ad.expiresAt, locale) : '';
  const isPublic = status === adStatus.approved || status === adStatus.expired;

  return (
    <section
      aria-labelledby="status-panel-title"
      data-testid="status-panel"
      className="grid gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="status-panel-title" className="text-lg font-semibold text-slate-900">
          {t('statusTitle')}
        </h2>
        <StatusBadge status={status} underReview={ad.review?.state === 'waiting'} className="text-sm" />
      </div>
      <div className="grid gap-1 text-sm leading-6">
        <p className="text-slate-800">{t(`meaning.${key}`, { date })}</p>
        <p className="text-slate-600">{t(`next.${key}`)}</p>
      </div>
      {ad.review && <ReviewNotice review={ad.review} />}
      <OwnerAdActions
        adId={ad.id}
        status={ad.status}
        isExpired={ad.isExpired}
        adType={ad.adType}
        underReview={ad.review?.state === 'waiting'}
      />
      {isPublic && (
        <Link
          href={`/ad/${ad.id}`}
          className={buttonClass(
            'ghost',
            'sm',
            'justify-self-start px-0 text-brand-700 hover:bg-transparent hover:underline',
          )}
        >
          {t('publicPage')}
          <ExternalLinkIcon />
        </Link>
      )}
    </section>
  );
}
