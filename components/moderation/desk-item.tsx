import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import type {
  AdTextField,
  AdvertiserHistory,
  DeskAd,
  DeskItem,
  DeskReport,
  Signal,
  TextSpan,
} from '@/lib/schemas/moderation';
import { adTextFields } from '@/lib/schemas/moderation';
import { formatArea, formatDate, formatDateTime, formatPrice } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { HighlightedText } from './highlighted-text';
import { ModerationActions, type ReasonOption } from './moderation-actions';

const textSpans = (signals: Signal[]): TextSpan[] =>
  signals.flatMap((signal) =>
    signal.kind === 'contact-details' || signal.kind === 'banned-term' ? signal.evidence.spans : [],
  );

/** One waiting ad: what the checks found (marked in the text, the price against its market), who posted it, the reports, the decision. */
export function DeskItemCard({ item, reasons }: { item: DeskItem; reasons: ReasonOption[] }) {
  const t = useTranslations('moderation');
  const locale = toLocale(useLocale());
  const spans = textSpans(item.signals);
  const { ad, advertiser } = item;
  const title = `#${ad.id} ${ad.title}`;
  const fields = adTextFields.filter((field) => ad[field]);
  const spansOf = (field: AdTextField) => spans.filter((span) => span.field === field);
  return (
    <article
      aria-labelledby={`desk-ad-${ad.id}`}
      data-testid={`desk-item-${ad.id}`}
      className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <header className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700">
            {t(`trigger.${item.trigger}`)}
          </span>
          <span className="text-slate-600">{t('queuedAt', { date: formatDateTime(item.queuedAt, locale) })}</span>
        </div>
        <h3 id={`desk-ad-${ad.id}`} className="text-lg font-bold text-brand-900">
          <bdi>#{ad.id}</bdi> {locale === 'en' && ad.titleEn ? ad.titleEn : ad.title}
        </h3>
        <AdFacts ad={ad} />
      </header>

      <ul className="flex flex-wrap gap-2" aria-label={t('signalsLabel')}>
        {item.signals.map((signal, i) => (
          <li
            key={i}
            className="rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-200"
          >
            {t(`signals.${signal.kind}`)}
          </li>
        ))}
      </ul>

      <div className="grid gap-3">
        {fields.map((field) => (
          <div key={field} className="grid gap-1">
            <p className="text-xs font-semibold text-slate-500">{t(`fields.${field}`)}</p>
            <HighlightedText text={ad[field] ?? ''} spans={spansOf(field)} />
          </div>
        ))}
      </div>

      {item.signals.map((signal, i) => (
        <SignalFacts key={i} signal={signal} reasons={reasons} />
      ))}

      <AdvertiserRecord advertiser={advertiser} />
      <ReportList reports={item.reports} />

      <ModerationActions adId={ad.id} adTitle={title} reasons={reasons} />
    </article>
  );
}

/** The ad in one line: type, area, size, price. */
export function AdFacts({ ad }: { ad: DeskAd }) {
  const locale = toLocale(useLocale());
  return (
    <p className="text-sm text-slate-600">
      {locale === 'en' ? ad.propertyTypeEn : ad.propertyTypeAr} · {locale === 'en' ? ad.areaEn : ad.areaAr} ·{' '}
      <span className="whitespace-nowrap">{formatArea(ad.sizeSqm, locale)}</span>
      {ad.priceFils != null && (
        <>
          {' '}
          · <span className="whitespace-nowrap">{formatPrice(ad.priceFils, locale)}</span>
        </>
      )}
    </p>
  );
}

/** Who posted the ad: since when, how many live, decided lately. */
export function AdvertiserRecord({ advertiser }: { advertiser: AdvertiserHistory }) {
  const t = useTranslations('moderation');
  const locale = toLocale(useLocale());
  return (
    <dl className="grid gap-1 rounded-xl bg-slate-50 p-3 text-sm sm:grid-cols-2">
      <dt className="font-semibold text-slate-700 sm:col-span-2">
        {t('history.title')}: {advertiser.displayName}
      </dt>
      <dd>{t('history.since', { date: formatDate(advertiser.memberSince, locale) })}</dd>
      <dd>{t('history.live', { count: advertiser.liveAds })}</dd>
      <dd className="sm:col-span-2">
        {t('history.decided', { approved: advertiser.approvedLast90Days, rejected: advertiser.rejectedLast90Days })}
      </dd>
    </dl>
  );
}

/** The open reports against the ad, by reason. */
export function ReportList({ reports }: { reports: DeskReport[] }) {
  const t = useTranslations('moderation');
  const reportReason = useReportReason();
  return (
    <div className="text-sm">
      <p className="font-semibold text-slate-700">{t('reports.title')}</p>
      {reports.length === 0 ? (
        <p className="text-slate-600">{t('reports.none')}</p>
      ) : (
        <ul data-testid="report-list">
          {reports.map((report) => (
            <li key={report.reason}>
              {t('reports.item', { reason: reportReason(report.reason), count: report.count })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A report's reason in the page's language (the report form's own labels). */
function useReportReason() {
  const t = useTranslations('adReport.reasons');
  return (reason: string) => (t.has(reason as 'other') ? t(reason as 'other') : reason);
}

/** The figures behind a price, history or photo signal; text signals are marked in the text itself. */
function SignalFacts({ signal, reasons }: { signal: Signal; reasons: ReasonOption[] }) {
  const t = useTranslations('moderation');
  const reportReason = useReportReason();
  const locale = toLocale(useLocale());
  switch (signal.kind) {
    case 'price-bait':
    case 'price-absurd': {
      const e = signal.evidence;
      return (
        <p className="text-sm text-slate-800" data-testid="price-evidence">
          {t(`price.${e.basis}`, {
            ad: formatPrice(e.adFils, locale),
            market: formatPrice(e.marketFils, locale),
            ratio: e.ratio,
            bound: e.bound,
            sample: e.sampleSize,
          })}
        </p>
      );
    }
    case 'first-ad':
      return <p className="text-sm">{t('history.firstAd', { days: signal.evidence.accountAgeDays })}</p>;
    case 'recent-rejections':
      return <p className="text-sm">{t('history.rejections', signal.evidence)}</p>;
    case 'resubmitted': {
      const reason = reasons.find((r) => r.value === signal.evidence.reasonCode)?.label ?? '—';
      return <p className="text-sm">{t('history.resubmitted', { reason })}</p>;
    }
    case 'reported':
      return (
        <p className="text-sm">
          {t('history.reported', {
            reporters: signal.evidence.reporters,
            reason: reportReason(signal.evidence.reason),
          })}
        </p>
      );
    case 'photo-copy':
      return (
        <ul className="grid gap-3 sm:grid-cols-2">
          {signal.evidence.matches.map((match) => (
            <li key={`${match.adId}:${match.mediaId}`} className="grid gap-1 text-sm">
              <p>{t('photoMatches', { ad: `#${match.adId}`, distance: match.distance })}</p>
              <div className="grid grid-cols-2 gap-2">
                {match.ourPhotoUrl && <DeskPhoto src={match.ourPhotoUrl} caption={t('photoOurs')} />}
                <Link href={`/ad/${match.adId}`} className="rounded-lg focus-visible:ring-2">
                  <DeskPhoto src={match.photoUrl} caption={t('photoTheirs', { ad: `#${match.adId}` })} />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      );
    default:
      return null;
  }
}

function DeskPhoto({ src, caption }: { src: string; caption: string }) {
  return (
    <figure className="grid gap-1">
      {/* eslint-disable-next-line @next/next/no-img-element -- a stored file the operator compares, not a page image */}
      <img
        src={src}
        alt={caption}
        width={320}
        height={240}
        loading="lazy"
        className="aspect-4/3 w-full rounded-lg object-cover"
      />
      <figcaption className="text-xs text-slate-600">{caption}</figcaption>
    </figure>
  );
}
