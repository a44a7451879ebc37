import { getTranslations } from 'next-intl/server';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatArea, formatCount, formatDate, formatPrice, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import type { RentEstimate } from '@/lib/schemas/rent-estimate';

const columns = ['date', 'area', 'size', 'bedrooms', 'rent', 'adjusted'] as const;

/** The rent ads the estimate rests on: as asked, and as brought to the unit's size. */
export async function RentComparablesTable({ estimate, locale }: { estimate: RentEstimate; locale: Locale }) {
  const t = await getTranslations('rentEstimator.result');
  const { comparables } = estimate;
  return (
    <section aria-labelledby="rent-comparables" className="grid gap-4">
      <div>
        <h2 id="rent-comparables" className="text-xl font-semibold text-slate-900">
          {t('comparables')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('comparablesHint')}</p>
      </div>
      {comparables.length > 0 ? (
        // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
        <ScrollRegion labelledBy="rent-comparables">
          <table data-testid="rent-comparables" className="w-full min-w-[36rem] text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2.5 text-start font-medium">
                    {t(`columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {comparables.map((ad) => (
                <tr key={ad.adId}>
                  <td className="px-3 py-2.5 whitespace-nowrap">{formatDate(ad.publishedAt, locale)}</td>
                  <td className="px-3 py-2.5">{localName(locale, ad.area)}</td>
                  <td className="px-3 py-2.5 whitespace-nowrap">{formatArea(ad.sizeSqm, locale)}</td>
                  <td className="px-3 py-2.5">{ad.bedrooms === null ? '–' : formatCount(ad.bedrooms, locale)}</td>
                  <td className="px-3 py-2.5 whitespace-nowrap">{formatPrice(ad.rentFils, locale)}</td>
                  <td className="px-3 py-2.5 font-semibold whitespace-nowrap">
                    {formatPrice(ad.adjustedRentFils, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <p className="text-sm text-slate-600">{t('noComparables')}</p>
      )}
    </section>
  );
}
