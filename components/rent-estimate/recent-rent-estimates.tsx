import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatArea, formatDate, formatPrice, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import type { RentEstimate } from '@/lib/schemas/rent-estimate';
import { ArrowEndIcon } from '@/components/ui/icons';
import { rentResultPath } from './rent-paths';

/** A signed-in member's latest rent estimates of every kind, each opening its result page. */
export async function RecentRentEstimates({ estimates, locale }: { estimates: RentEstimate[]; locale: Locale }) {
  const t = await getTranslations('rentEstimator');
  return (
    <section aria-labelledby="recent-rent-estimates" className="grid gap-4">
      <h2 id="recent-rent-estimates" className="text-xl font-semibold text-slate-900">
        {t('recent.title')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2" data-testid="recent-rent-estimates">
        {estimates.map((estimate) => (
          <li key={estimate.id}>
            <Link
              href={rentResultPath(estimate.input.kind, estimate.id)}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 focus-ring hover:border-brand-600"
            >
              <span className="grid flex-1 gap-1">
                <span className="font-semibold text-slate-900">
                  {estimate.estimate.status === 'estimated'
                    ? t('result.perMonth', { rent: formatPrice(estimate.estimate.rentFils, locale) })
                    : t('recent.thin')}
                </span>
                <span className="text-sm text-slate-600">
                  {t('recent.summary', {
                    area: localName(locale, estimate.area),
                    type: localName(locale, estimate.propertyType),
                    size: formatArea(estimate.input.sizeSqm, locale),
                  })}
                </span>
                <span className="text-xs text-slate-500">
                  {t(`kinds.${estimate.input.kind}.tab`)} · {formatDate(estimate.createdAt, locale)}
                </span>
              </span>
              <ArrowEndIcon className="size-4 text-slate-400" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
