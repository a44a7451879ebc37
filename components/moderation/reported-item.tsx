import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReportedItem } from '@/lib/schemas/moderation';
import { formatDateTime } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { AdFacts, AdvertiserRecord, ReportList } from './desk-item';
import { ReportedActions, type ReasonOption } from './moderation-actions';

/** A live ad with open reports, too few to hide it: the reports by reason, who posted it, dismiss or take it down. */
export function ReportedItemCard({ item, reasons }: { item: ReportedItem; reasons: ReasonOption[] }) {
  const t = useTranslations('moderation');
  const locale = toLocale(useLocale());
  const { ad } = item;
  return (
    <article
      aria-labelledby={`reported-ad-${ad.id}`}
      data-testid={`reported-item-${ad.id}`}
      className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <header className="grid gap-1">
        <p className="text-xs text-slate-600">
          {t('reported.since', { date: formatDateTime(item.firstReportAt, locale) })}
        </p>
        <h3 id={`reported-ad-${ad.id}`} className="text-lg font-bold text-brand-900">
          <Link href={`/ad/${ad.id}`} className="underline-offset-4 hover:underline">
            <bdi>#{ad.id}</bdi> {locale === 'en' && ad.titleEn ? ad.titleEn : ad.title}
          </Link>
        </h3>
        <AdFacts ad={ad} />
      </header>
      <ReportList reports={item.reports} />
      <AdvertiserRecord advertiser={item.advertiser} />
      <ReportedActions adId={ad.id} adTitle={`#${ad.id} ${ad.title}`} reasons={reasons} />
    </article>
  );
}
