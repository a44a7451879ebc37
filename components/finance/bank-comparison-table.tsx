import { useTranslations } from 'next-intl';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatDate, formatFils, formatPercent, formatPrice, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';

const percent = (bps: number, locale: Locale) => formatPercent(bps / 100, locale);

export type ComparedOffer = {
  bank: {
    id: number;
    nameAr: string;
    nameEn: string;
    kind: 'murabaha' | 'conventional';
    rateOnRequest: boolean;
    rateBps: number;
    source: string;
    asOf: string;
  };
  instalment: number;
  totalRepaid: number;
  flatRateBps: number;
  reducingRateBps: number;
};

/**
 * Every bank's offer on the same terms, flat rate beside the reducing-balance rate, each rate with its source; a bank
 * without a confirmed rate shows none ("on request"), its figures at the central bank's cap.
 */
export function BankComparisonTable({
  offers,
  chosenBankId,
  locale,
}: {
  offers: ComparedOffer[];
  chosenBankId: number;
  locale: Locale;
}) {
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
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t('bank')}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-medium">
                {t('instalment')}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-medium">
                {t('totalRepaid')}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-medium">
                {t('flatRate')}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-medium">
                {t('reducingRate')}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t('sources')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {offers.map((offer) => (
              <tr
                key={offer.bank.id}
                className={offer.bank.id === chosenBankId ? 'bg-brand-50' : undefined}
                aria-current={offer.bank.id === chosenBankId ? 'true' : undefined}
              >
                <th scope="row" className="px-3 py-2 text-start font-medium text-slate-900">
                  {localName(locale, offer.bank)}
                  <span className="block text-xs font-normal text-slate-600">{t(`kinds.${offer.bank.kind}`)}</span>
                </th>
                <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums">
                  {formatFils(offer.instalment, locale)}
                </td>
                <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums">
                  {formatPrice(offer.totalRepaid, locale)}
                </td>
                <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums">
                  {offer.bank.rateOnRequest ? t('onRequest') : percent(offer.flatRateBps, locale)}
                </td>
                <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums">
                  {offer.bank.rateOnRequest ? t('onRequest') : percent(offer.reducingRateBps, locale)}
                </td>
                <td className="max-w-64 px-3 py-2 text-xs text-slate-600" data-testid="rate-source">
                  {offer.bank.rateOnRequest ? (
                    t('rateOnRequest', { cap: percent(offer.bank.rateBps, locale) })
                  ) : (
                    <>
                      <span dir="ltr">{offer.bank.source}</span> (
                      {t('asOf', { date: formatDate(offer.bank.asOf, locale) })})
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
