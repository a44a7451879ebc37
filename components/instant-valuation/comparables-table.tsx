import { getTranslations } from 'next-intl/server';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatArea, formatCount, formatDate, formatPricePerSqm, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import type { InstantValuation } from '@/lib/schemas/instant-valuation';
import { SubscriberLock, type LockPlan } from '@/components/deals/subscriber-lock';
import { resultPath } from './instant-valuation-paths';

type ComparablesProps = { valuation: InstantValuation; signedIn: boolean; plan?: LockPlan; locale: Locale };

/** The sales the estimate rests on, as recorded and as adjusted; older ones and blocks behind the subscription. */
export async function ComparablesTable({ valuation, signedIn, plan, locale }: ComparablesProps) {
  const t = await getTranslations('valuation.result');
  const tKinds = await getTranslations('deals.kinds');
  const { comparables, lockedComparables } = valuation;
  return (
    <section aria-labelledby="comparables" className="grid gap-4">
      <div>
        <h2 id="comparables" className="text-xl font-semibold text-slate-900">
          {t('comparables')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('comparablesHint')}</p>
      </div>
      {comparables.length > 0 ? (
        // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
        <ScrollRegion labelledBy="comparables">
          <table data-testid="comparables" className="w-full min-w-[40rem] text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                {(['date', 'area', 'block', 'kind', 'size', 'pricePerSqm', 'adjusted'] as const).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2.5 text-start font-medium">
                    {t(`columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {comparables.map((sale, index) => (
                <tr key={index}>
                  <td className="px-3 py-2.5 whitespace-nowrap">{formatDate(sale.recordedOn, locale)}</td>
                  <td className="px-3 py-2.5">{localName(locale, sale.area)}</td>
                  <td className="px-3 py-2.5">
                    {sale.block ?? <span className="text-xs text-amber-700">{t('forSubscribers')}</span>}
                  </td>
                  <td className="px-3 py-2.5">{tKinds(sale.propertyKind)}</td>
                  <td className="px-3 py-2.5 whitespace-nowrap">{formatArea(sale.sizeSqm, locale)}</td>
                  <td className="px-3 py-2.5 whitespace-nowrap">{formatPricePerSqm(sale.pricePerSqmFils, locale)}</td>
                  <td className="px-3 py-2.5 font-semibold whitespace-nowrap">
                    {formatPricePerSqm(sale.adjustedPricePerSqmFils, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <p className="text-sm text-slate-600">{t('noComparables')}</p>
      )}
      {lockedComparables > 0 && (
        <SubscriberLock
          signedIn={signedIn}
          plan={plan}
          returnTo={resultPath(valuation.id)}
          message={t('lock', { count: lockedComparables, formatted: formatCount(lockedComparables, locale) })}
        />
      )}
    </section>
  );
}
