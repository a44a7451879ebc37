import { useTranslations } from 'next-intl';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatDate, formatFils, formatPercent, formatPrice, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';

/** A rate's source that says it is not a published figure. */
export const isUnconfirmed = (source: string) => /UNCONFIRMED|ESTIMATE/.test(source);

const percent = (bps: number, locale: Locale) => formatPercent(bps / 100, locale);

export type ComparedOffer = {
  bank: { id: number; nameAr: string; nameEn: string; kind: 'murabaha' | 'conventional'; source: string; asOf: string };
  instalment: number;
  totalRepaid: number;
  flatRateBps: number;
  reducingRateBps: number;
};

/** Every bank's offer on the same terms, flat rate beside the reducing-balance rate, each rate with its source. */
export function BankComparisonTable({ offers, chosenBankId, locale }: { offers: ComparedOffer[]; chosenBankId: number; locale: Locale }) {
  const t = useTranslations('bankComparison');
  return (
    <section className="min-w-0">
      <h2 id="comparison-title" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <ScrollRegion labelledBy="comparison-title" className="mt-3">
        <table className="w-full min-w-[40rem] text-sm" data-testid="finance-comparison">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-medium">{t('bank')}</th>
              <th scope="col" className="px-3 py-2 text-end font-medium">{t('instalment')}</th>
              <th scope="col" className="px-3 py-2 text-end font-medium">{t('totalRepaid')}</th>
              <th scope="col" className="px-3 py-2 text-end font-medium">{t('flatRate')}</th>
              <th scope="col" className="px-3 py-2 text-end font-medium">{t('reducingRate')}</th>
              <th scope="col" className="px-3 py-2 text-start font-medium">{t('sources')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {offers.map((offer) => (
              <tr key={offer.bank.id} className={offer.bank.id === chosenBankId ? 'bg-brand-50' : undefined} aria-current={offer.bank.id === chosenBankId ? 'true' : undefined}>
                <th scope="row" className="px-3 py-2 text-start font-medium text-slate-900">
                  {localName(locale, offer.bank)}
                  <span className="block text-xs font-normal text-slate-600">{t(`kinds.${offer.bank.kind}`)}</span>
                </th>
                <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">{formatFils(offer.instalment, locale)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">{formatPrice(offer.totalRepaid, locale)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">{percent(offer.flatRateBps, locale)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">{percent(offer.reducingRateBps, locale)}</td>
                <td className="max-w-64 px-3 py-2 text-xs text-slate-600">
                  {isUnconfirmed(offer.bank.source) && <span className="me-1 rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900">{t('unconfirmed')}</span>}
                  <span dir="ltr">{offer.bank.source}</span> ({t('asOf', { date: formatDate(offer.bank.asOf, locale) })})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
