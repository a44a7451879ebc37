import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { formatCount, formatDate, localName } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import type { OfficeCard as OfficeCardData } from '@/lib/schemas/offices';
import { LicenceBadge } from './licence-badge';
import { OfficeLogo } from './office-logo';

const SHOWN_AREAS = 3;

/** One office in a list: logo, name, licence badge, areas, active ads and joining date. */
export function OfficeCard({ office, headingLevel = 'h2' }: { office: OfficeCardData; headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('offices.card');
  const locale = toLocale(useLocale());
  const Heading = headingLevel;
  const more = office.areas.length - SHOWN_AREAS;
  return (
    <article
      className="hover:ring-brand-300 relative flex h-full gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 transition"
      data-testid="office-card"
    >
      <OfficeLogo src={office.logo} />
      <div className="min-w-0 flex-1">
        <Heading className="text-base font-bold text-slate-900">
          <Link
            href={`/offices/${office.id}`}
            className={cn('after:absolute after:inset-0 after:rounded-2xl', focusRing)}
          >
            {office.name}
          </Link>
        </Heading>
        <LicenceBadge state={office.licence} className="mt-1" />
        <p className="mt-2 truncate text-sm text-slate-600">
          {office.areas.length === 0
            ? t('noAreas')
            : office.areas
                .slice(0, SHOWN_AREAS)
                .map((area) => localName(locale, area))
                .join(locale === 'ar' ? '، ' : ', ')}
          {more > 0 && (
            <span className="ms-1 text-slate-500">{t('moreAreas', { count: formatCount(more, locale) })}</span>
          )}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600">
          <span>{t('activeAds', { count: office.activeAds, formatted: formatCount(office.activeAds, locale) })}</span>
          <span>{t('joined', { date: formatDate(office.joinedAt, locale) })}</span>
        </p>
      </div>
    </article>
  );
}
