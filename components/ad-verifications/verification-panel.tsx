import { useLocale, useTranslations } from 'next-intl';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { formatDate } from '@/lib/format';
import type { AdVerificationState } from '@/lib/schemas/ad-verifications';
import { VerificationRequestForm } from './verification-request-form';

/**
 * The owner's verification of one ad (issue 29 §5): its live badge, the open or last refused request, and the form to
 * ask (again) while no request is open. Server-rendered; only the form is client code.
 */
export function VerificationPanel({
  adId,
  live,
  unitNumber,
  needsDocument,
  lapseDays,
  state,
}: {
  adId: number;
  live: boolean;
  unitNumber: string | null;
  needsDocument: boolean;
  lapseDays: number;
  state: AdVerificationState;
}) {
  const t = useTranslations('adVerifications.owner');
  const locale = useLocale();
  const [latest] = state.requests;
  const open = latest?.status === 'pending';
  return (
    <section
      aria-labelledby="verification-title"
      data-testid="verification-panel"
      className="grid gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="verification-title" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      {state.verifiedAt ? (
        <p className="font-semibold text-emerald-800" data-testid="verification-verified">
          {t('verified', { date: formatDate(state.verifiedAt, locale) })}
        </p>
      ) : (
        <p className="text-sm text-slate-600">{t('intro')}</p>
      )}
      <p className="text-sm text-slate-600">{t('lapse', { days: lapseDays })}</p>
      {open && (
        <p
          role="status"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="verification-pending"
        >
          {t('pending', { date: formatDate(latest.requestedAt, locale) })}
        </p>
      )}
      {latest?.status === 'refused' && (
        <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800" data-testid="verification-refused">
          {t('refused', {
            date: formatDate(latest.decidedAt ?? latest.requestedAt, locale),
            reason: latest.reason ?? '',
          })}
        </p>
      )}
      {!live ? (
        <p className="text-sm text-slate-600">{t('onlyLive')}</p>
      ) : (
        !open &&
        !state.verifiedAt && (
          <FeatureMessages namespaces={['adVerifications.owner', 'adVerifications.validation', 'uploads']}>
            <VerificationRequestForm adId={adId} unitNumber={unitNumber} needsDocument={needsDocument} />
          </FeatureMessages>
        )
      )}
    </section>
  );
}
