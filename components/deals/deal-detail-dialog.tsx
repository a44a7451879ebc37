'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { formatArea, formatDate, formatPercent, formatPrice, formatPricePerSqm, localName } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { useDealDetail } from '@/lib/queries/use-deal-detail';
import { buttonClass } from '@/components/ui/button-styles';
import { CloseIcon } from '@/components/ui/icons';
import { useErrorText } from '@/components/ui/use-error-text';
import { SubscriberLock, type SubscriptionOffer } from './subscriber-lock';

/** A deal's full record and similar deals (subscribers) or, given an `offer`, the subscription, as a modal dialog. */
export function DealDetailDialog({
  dealId,
  offer,
  onClose,
}: {
  dealId: number;
  offer?: SubscriptionOffer;
  onClose: () => void;
}) {
  const t = useTranslations('deals');
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => dialog.current?.showModal(), []);
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={`deal-${dealId}-title`}
      className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex items-center justify-between border-b border-slate-100 px-5 py-4">
        <h2 id={`deal-${dealId}-title`} className="text-lg font-semibold text-slate-900">
          {t('detail.title')}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className={buttonClass('ghost', 'sm')}
          aria-label={t('detail.close')}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="max-h-[70vh] overflow-y-auto px-5 py-4">
        {offer ? <DetailsLock offer={offer} /> : <DealDetail dealId={dealId} />}
      </div>
    </dialog>
  );
}

function DetailsLock({ offer }: { offer: SubscriptionOffer }) {
  const t = useTranslations('deals.lock');
  return <SubscriberLock signedIn={offer.signedIn} plan={offer.plan} message={t('details')} />;
}

function DealDetail({ dealId }: { dealId: number }) {
  const t = useTranslations('deals');
  const locale = toLocale(useLocale());
  const errorText = useErrorText();
  const detail = useDealDetail(dealId, true);
  if (detail.isPending)
    return (
      <p role="status" className="text-slate-600">
        {t('detail.loading')}
      </p>
    );
  if (detail.isError) {
    return detail.error instanceof ApiError && detail.error.code === 'SUBSCRIPTION_REQUIRED' ? (
      <DetailsLock offer={{ signedIn: true }} />
    ) : (
      <p role="alert" className="text-red-700">
        {errorText.request(detail.error)}
      </p>
    );
  }
  const deal = detail.data;
  const facts: Array<[string, string]> = [
    [t('table.date'), formatDate(deal.recordedOn, locale)],
    [t('table.area'), localName(locale, deal.area)],
    [t('detail.governorate'), localName(locale, deal.governorate)],
    [t('table.block'), deal.block ?? '—'],
    [t('table.category'), t(`categories.${deal.category}`)],
    [t('table.kind'), t(`kinds.${deal.propertyKind}`)],
    [t('table.size'), formatArea(deal.sizeSqm, locale)],
    [t('table.value'), formatPrice(deal.totalValueFils, locale)],
    [t('table.perSqm'), formatPricePerSqm(deal.pricePerSqmFils, locale)],
    [t('table.share'), formatPercent(deal.salePercentage, locale)],
    ...(deal.supplyRatio === null
      ? []
      : [[t('detail.supplyRatio'), formatPercent(deal.supplyRatio, locale)] as [string, string]]),
    [t('detail.source'), t(deal.source === 'member' ? 'memberReported' : 'detail.sourceMoj')],
  ];
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <section>
        <h3 className="mb-2 font-semibold text-slate-900">{t('detail.similar')}</h3>
        {deal.similar.length === 0 ? (
          <p className="text-sm text-slate-600">{t('detail.noSimilar')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {deal.similar.map((other) => (
              <li key={other.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {formatDate(other.recordedOn, locale)} · {formatArea(other.sizeSqm, locale)}
                </span>
                <span className="font-medium">{formatPricePerSqm(other.pricePerSqmFils, locale)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
