import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatArea, formatDate, formatPrice, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import type { InstantValuation } from '@/lib/schemas/instant-valuation';
import { ArrowEndIcon } from '@/components/ui/icons';
import { resultPath } from './instant-valuation-paths';

/** A signed-in member's latest estimates, each opening its result page. */
export async function RecentEstimates({ estimates, locale }: { estimates: InstantValuation[]; locale: Locale }) {
  const t = await getTranslations('valuation');
  return (
    <section aria-labelledby="recent-estimates" className="grid gap-4">
      <h2 id="recent-estimates" className="text-xl font-semibold text-slate-900">
        {t('recent.title')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2" data-testid="recent-estimates">
        {estimates.map((valuation) => (
          <li key={valuation.id}>
            <Link
              href={resultPath(valuation.id)}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 focus-ring hover:border-brand-600"
            >
              <span className="grid flex-1 gap-1">
                <span className="font-semibold text-slate-900">
                  {valuation.estimate.status === 'estimated'
                    ? formatPrice(valuation.estimate.valueFils, locale)
                    : t('recent.thin')}
                </span>
                <span className="text-sm text-slate-600">
                  {t('recent.summary', {
                    area: localName(locale, valuation.area),
                    kind: t(`models.${valuation.input.model}`),
                    size: formatArea(valuation.input.sizeSqm, locale),
                  })}
                </span>
                <span className="text-xs text-slate-500">{formatDate(valuation.createdAt, locale)}</span>
              </span>
              <ArrowEndIcon className="size-4 text-slate-400" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
