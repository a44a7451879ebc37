import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatArea, formatCount, formatDate, formatDigits, localName } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import type { AdDetail } from '@/lib/schemas/ads';
import { AdPrice } from '@/components/ads/ad-price';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-slate-100 py-2.5 last:border-b-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-end font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** Every field of the ad as the owner entered it, so a change saved in the form can be checked at a glance. */
export function OwnerAdSummary({ ad }: { ad: AdDetail }) {
  const t = useTranslations('myAds.detail');
  const tForm = useTranslations('adForm');
  const locale = toLocale(useLocale());
  const count = (value: number | null) => (value === null ? t('notGiven') : formatCount(value, locale));

  return (
    <section
      aria-labelledby="summary-title"
      data-testid="owner-ad-summary"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="summary-title" className="sr-only">
        {t('summaryTitle')}
      </h2>
      <AdPrice priceFils={ad.priceFils} dealType={ad.dealType} className="text-2xl" />
      <dl className="mt-4 text-sm">
        <Row label={t('adNumber')}>
          <bdi>{formatDigits(ad.id, locale)}</bdi>
        </Row>
        <Row label={tForm('dealType')}>{tForm(`dealTypes.${ad.dealType}`)}</Row>
        <Row label={tForm('category')}>{localName(locale, ad.category)}</Row>
        <Row label={tForm('propertyType')}>{localName(locale, ad.propertyType)}</Row>
        <Row label={tForm('area')}>
          {t('areaInGovernorate', {
            area: localName(locale, ad.area),
            governorate: localName(locale, ad.area.governorate),
          })}
        </Row>
        <Row label={t('size')}>{formatArea(ad.sizeSqm, locale)}</Row>
        <Row label={t('bedrooms')}>{count(ad.bedrooms)}</Row>
        <Row label={t('bathrooms')}>{count(ad.bathrooms)}</Row>
        <Row label={t('floors')}>{count(ad.floors)}</Row>
        <Row label={t('parcelNumber')}>{ad.parcelNumber ? <bdi>{ad.parcelNumber}</bdi> : t('notGiven')}</Row>
        <Row label={t('unitNumber')}>{ad.unitNumber ? <bdi>{ad.unitNumber}</bdi> : t('notGiven')}</Row>
        <Row label={t('views')}>{formatCount(ad.viewsCount, locale)}</Row>
        <Row label={t('publishedAt')}>{ad.publishedAt ? formatDate(ad.publishedAt, locale) : t('notPublished')}</Row>
        {ad.expiresAt && <Row label={t('expiresAt')}>{formatDate(ad.expiresAt, locale)}</Row>}
      </dl>
    </section>
  );
}
