import { useTranslations } from 'next-intl';
import { BankComparisonTable } from '@/components/finance/bank-comparison-table';
import { formatDate, formatDigits, formatFils, formatPercent, formatPrice, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import type { ConstructionFinance } from '@/lib/construction-estimate/finance';
import { cn } from '@/components/ui/cn';
import { AlertIcon, CheckCircleIcon } from '@/components/ui/icons';

const percent = (bps: number, locale: Locale) => formatPercent(bps / 100, locale);

function LimitLine({ fits, children }: { fits: boolean; children: string }) {
  return (
    <li className={cn('flex items-start gap-2', fits ? 'text-emerald-800' : 'text-amber-900')} data-fits={fits}>
      {fits ? <CheckCircleIcon className="mt-0.5 size-4 shrink-0" /> : <AlertIcon className="mt-0.5 size-4 shrink-0" />}
      <span>{children}</span>
    </li>
  );
}

/** The chosen bank's instalment, the central bank's limits on it, and every bank on the same terms. */
export function ConstructionFinanceView({ finance, locale }: { finance: ConstructionFinance; locale: Locale }) {
  const t = useTranslations('construction.finance');
  const { offer, limits } = finance;
  const { check } = limits;
  const months = (count: number) => t('termMonths', { count, formatted: formatDigits(count, locale) });
  const figures: Array<[string, string]> = [
    [t('principal'), formatPrice(finance.principal, locale)],
    [t('totalRepaid'), formatFils(offer.totalRepaid, locale)],
    [t('profit'), formatFils(offer.profit, locale)],
    [t('term'), months(offer.termMonths)],
    [t('flatRate'), percent(offer.flatRateBps, locale)],
    [t('reducingRate'), percent(offer.reducingRateBps, locale)],
  ];
  return (
    <div className="grid min-w-0 gap-6">
      <section className="rounded-xl border border-brand-100 bg-brand-50 p-5" data-testid="finance-result">
        <p className="text-sm text-slate-700">
          {localName(locale, offer.bank)} · {t(`kinds.${offer.bank.kind}`)}
        </p>
        <p className="mt-2 text-sm text-slate-700">{t('instalment')}</p>
        <p className="text-3xl font-bold text-brand-900" data-testid="instalment">
          {formatFils(offer.instalment, locale)}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {offer.bank.rateOnRequest && (
          <p className="mt-4 text-sm text-slate-700" data-testid="rate-on-request">
            {t('capNote', { bank: localName(locale, offer.bank), cap: percent(offer.bank.rateBps, locale) })}
          </p>
        )}
        <p className="mt-4 text-xs leading-6 text-slate-600">{t('rateNote')}</p>
      </section>

      <section className="rounded-xl border border-slate-200 bg-white p-5" data-testid="cbk-limits">
        <h2 className="text-lg font-semibold text-slate-900">{t('cbk')}</h2>
        <p className="mt-1 text-sm text-slate-600">
          {t('cbkAmount', { max: formatPrice(limits.maxAmount, locale) })} ·{' '}
          {t('cbkTerm', {
            years: t('years', { count: limits.maxMonths / 12, formatted: formatDigits(limits.maxMonths / 12, locale) }),
          })}{' '}
          ·{' '}
          {t('cbkRate', {
            discount: percent(finance.discountRateBps, locale),
            cap: percent(limits.rateCapBps, locale),
          })}
        </p>
        <ul className="mt-3 grid gap-2 text-sm">
          <LimitLine fits={check.amountFits}>
            {check.amountFits
              ? t('amountFits')
              : t('amountBreaks', {
                  over: formatPrice(finance.principal - limits.maxAmount, locale),
                  downPayment: formatPrice(check.downPaymentNeeded, locale),
                })}
          </LimitLine>
          <LimitLine fits={check.termFits}>
            {check.termFits
              ? t('termFits')
              : t('termBreaks', {
                  term: months(offer.termMonths),
                  max: months(limits.maxMonths),
                  instalment:
                    check.instalmentAtMaxTerm === undefined ? '—' : formatFils(check.instalmentAtMaxTerm, locale),
                })}
          </LimitLine>
          <LimitLine fits={check.rateFits}>
            {check.rateFits
              ? t('rateFits', { rate: percent(offer.reducingRateBps, locale) })
              : t('rateBreaks', {
                  rate: percent(offer.reducingRateBps, locale),
                  cap: percent(limits.rateCapBps, locale),
                })}
          </LimitLine>
        </ul>
        <p className="mt-3 text-sm text-slate-700">
          {t('cbkSalary', {
            share: percent(limits.instalmentShareBps, locale),
            salary: formatPrice(check.salaryNeeded, locale),
          })}
        </p>
        <details className="mt-3 text-xs leading-6 text-slate-600">
          <summary className="cursor-pointer">{t('source')}</summary>
          <ul className="list-disc ps-5">
            {finance.settings.map((s) => (
              <li key={s.key}>
                <span dir="ltr">{s.source}</span> ({t('asOf', { date: formatDate(s.effectiveDate, locale) })})
              </li>
            ))}
          </ul>
        </details>
      </section>

      <BankComparisonTable offers={finance.comparison} chosenBankId={offer.bank.id} locale={locale} />
    </div>
  );
}
