import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { AlertIcon, CheckCircleIcon } from '@/components/ui/icons';
import { BankComparisonTable } from './bank-comparison-table';
import type { CalculatorOutcome } from '@/lib/finance/calculate-form';
import type { LimitResult, MortgageSetup } from '@/lib/finance/mortgage';
import { formatDate, formatDigits, formatFils, formatPercent, formatPrice, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';

const percent = (bps: number, locale: Locale) => formatPercent(bps / 100, locale);

/** The settings behind each limit, for its source line. */
const settingKeys: Record<LimitResult['key'], (product: string, retiree: boolean) => string[]> = {
  amount: (product) => [`${product}-max-amount`],
  salaryMultiple: () => ['consumer-salary-multiple'],
  term: (product) => [`${product}-max-months`],
  share: (_, retiree) => [retiree ? 'instalment-salary-share-retiree' : 'instalment-salary-share'],
  rate: () => ['cbk-discount-rate', 'rate-cap-margin'],
};

/** Whole dinars, for the finance request's query. */
const dinars = (fils: number) => String(Math.round(fils / 1000));

function applyHref({ input, plan }: CalculatorOutcome) {
  const query = new URLSearchParams({
    product: input.product,
    propertyValue: dinars(input.propertyValueFils),
    downPayment: dinars(input.downPaymentFils),
    amount: dinars(plan.principal),
    months: String(input.months),
    graceMonths: String(input.graceMonths),
    bankId: String(input.bankId),
    salary: dinars(input.salaryFils),
    obligations: dinars(input.obligationsFils),
    retiree: String(input.retiree),
  });
  return `/form?${query}`;
}

/** The same salary, instalments and down payment on /budget: what they can buy there, or rent. */
function budgetHref({ input }: CalculatorOutcome) {
  const query = new URLSearchParams({
    salary: dinars(input.salaryFils),
    obligations: dinars(input.obligationsFils),
    downPayment: dinars(input.downPaymentFils),
    retiree: String(input.retiree),
  });
  return `/budget?${query}`;
}

function Figures({ items }: { items: Array<[string, string]> }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The chosen bank's plan, the central bank's limits on it with what would fit, both kinds side by side, every bank. */
export function FinanceResult({
  outcome,
  setup,
  locale,
}: {
  outcome?: CalculatorOutcome;
  setup: MortgageSetup;
  locale: Locale;
}) {
  const t = useTranslations('finance.calculator');
  if (!outcome) {
    return (
      <p className="rounded-xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-900" role="status">
        {t('fixErrors')}
      </p>
    );
  }
  const { input, plan, pair, kcb } = outcome;
  const { offer, fix } = plan;
  const months = (count: number) => t('termMonths', { count, formatted: formatDigits(count, locale) });
  const setting = (key: string) => setup.settings.find((s) => s.key === key);
  const limitText = (limit: LimitResult) => {
    const state = limit.fits ? 'Fits' : 'Breaks';
    switch (limit.key) {
      case 'amount':
        return t(`limits.amount${state}`, {
          amount: formatPrice(limit.actual, locale),
          max: formatPrice(limit.max, locale),
        });
      case 'salaryMultiple':
        return t(`limits.salaryMultiple${state}`, {
          amount: formatPrice(limit.actual, locale),
          max: formatPrice(limit.max, locale),
          times: formatDigits(setup.limits.consumer.salaryMultiple, locale),
        });
      case 'term':
        return t(`limits.term${state}`, { term: months(limit.actual), max: months(limit.max) });
      case 'share':
        return t(`limits.share${state}`, {
          amount: formatFils(limit.actual, locale),
          max: formatFils(limit.max, locale),
          share: percent(plan.shareBps, locale),
        });
      case 'rate':
        return t(`limits.rate${state}`, {
          rate: percent(limit.actual, locale),
          cap: percent(limit.max, locale),
          discount: percent(setup.limits.discountRateBps, locale),
        });
    }
  };
  const broken = new Set(plan.limits.filter((l) => !l.fits).map((l) => l.key));
  const amountBreaks = broken.has('amount') || broken.has('salaryMultiple') || broken.has('share');

  return (
    <div className="grid min-w-0 gap-6">
      <section
        className="rounded-xl border border-brand-100 bg-brand-50 p-5"
        data-testid="finance-result"
        aria-labelledby="result-title"
      >
        <h2 id="result-title" className="text-lg font-semibold text-slate-900">
          {t('resultTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {localName(locale, plan.bank)} · {t(`kinds.${plan.bank.kind}`)}
        </p>
        <p className="mt-3 text-sm text-slate-700">{t('instalment')}</p>
        <p className="text-3xl font-bold text-brand-900 tabular-nums" data-testid="instalment">
          {formatFils(offer.instalment, locale)}
        </p>
        <div className="mt-4">
          <Figures
            items={[
              [t('principal'), formatPrice(plan.principal, locale)],
              [t('sellingPrice'), formatPrice(offer.totalRepaid, locale)],
              [t('profit'), formatPrice(offer.profit, locale)],
              ...(plan.graceProfit > 0
                ? [[t('graceProfit'), formatPrice(plan.graceProfit, locale)] as [string, string]]
                : []),
              [t('term'), months(offer.termMonths)],
              [t('flatRate'), percent(offer.flatRateBps, locale)],
              [t('reducingRate'), percent(offer.reducingRateBps, locale)],
            ]}
          />
        </div>
        {plan.bank.rateOnRequest && (
          <p className="mt-4 text-sm text-slate-700" data-testid="rate-on-request">
            {t('capNote', { bank: localName(locale, plan.bank), cap: percent(plan.bank.rateBps, locale) })}
          </p>
        )}
        <p className="mt-4 text-xs leading-6 text-slate-600">{t('rateNote')}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Link href={applyHref(outcome)} className={buttonClass('primary', 'lg')} data-testid="apply-link">
            {t('apply')}
          </Link>
          <span className="text-xs text-slate-600">{t('applyNote')}</span>
        </div>
        <Link
          href={budgetHref(outcome)}
          className="mt-3 inline-block text-sm font-medium text-brand-700 underline"
          data-testid="budget-link"
        >
          {t('budgetLink')}
        </Link>
      </section>

      <section
        className="rounded-xl border border-slate-200 bg-white p-5"
        data-testid="cbk-limits"
        aria-labelledby="limits-title"
      >
        <h2 id="limits-title" className="text-lg font-semibold text-slate-900">
          {t('limitsTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('limitsIntro')}</p>
        <ul className="mt-3 grid gap-3 text-sm">
          {plan.limits.map((limit) => (
            <li
              key={limit.key}
              data-testid={`limit-${limit.key}`}
              data-fits={limit.fits}
              className={cn('flex items-start gap-2', limit.fits ? 'text-emerald-800' : 'text-amber-900')}
            >
              {limit.fits ? (
                <CheckCircleIcon className="mt-0.5 size-4 shrink-0" />
              ) : (
                <AlertIcon className="mt-0.5 size-4 shrink-0" />
              )}
              <span className="min-w-0">
                {limitText(limit)}
                {settingKeys[limit.key](input.product, input.retiree).map((key) => {
                  const s = setting(key);
                  return (
                    s && (
                      <span key={key} className="mt-0.5 block text-xs text-slate-600">
                        <span dir="ltr" className="block">
                          {s.source}
                        </span>
                        {t('asOf', { date: formatDate(s.effectiveDate, locale) })}
                      </span>
                    )
                  );
                })}
              </span>
            </li>
          ))}
        </ul>
        {plan.fits ? (
          <p className="mt-4 font-medium text-emerald-800" data-testid="plan-fits">
            {t('allFit')}
          </p>
        ) : (
          <div className="mt-4 rounded-lg bg-amber-50 p-4" data-testid="fit-suggestions">
            <h3 className="font-semibold text-amber-900">{t('fitTitle')}</h3>
            <ul className="mt-2 list-disc ps-5 text-sm text-slate-800">
              {amountBreaks &&
                fix.downPaymentNeeded > input.downPaymentFils &&
                fix.downPaymentNeeded < input.propertyValueFils && (
                  <li>{t('fit.downPayment', { amount: formatPrice(fix.downPaymentNeeded, locale) })}</li>
                )}
              {broken.has('term') && (
                <li>
                  {t('fit.term', {
                    term: months(fix.fitMonths + input.graceMonths),
                    instalment: formatFils(fix.instalmentAtFitMonths, locale),
                  })}
                </li>
              )}
              {broken.has('share') && <li>{t('fit.salary', { amount: formatPrice(fix.salaryNeeded, locale) })}</li>}
              {amountBreaks && <li>{t('fit.amount', { amount: formatPrice(fix.largestAmount, locale) })}</li>}
            </ul>
          </div>
        )}
      </section>

      {pair.murabaha && pair.conventional && (
        <section aria-labelledby="pair-title" data-testid="side-by-side">
          <h2 id="pair-title" className="text-lg font-semibold text-slate-900">
            {t('sideBySide')}
          </h2>
          <p className="text-sm text-slate-600">{t('sideBySideNote')}</p>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {[pair.murabaha, pair.conventional].map((p) => (
              <article
                key={p.bank.kind}
                className="rounded-xl border border-slate-200 bg-white p-4"
                data-testid={`pair-${p.bank.kind}`}
              >
                <h3 className="font-semibold text-slate-900">{t(`kinds.${p.bank.kind}`)}</h3>
                <p className="text-sm text-slate-600">{localName(locale, p.bank)}</p>
                <p className="mt-2 text-2xl font-bold text-brand-900 tabular-nums">
                  {formatFils(p.offer.instalment, locale)}
                </p>
                <div className="mt-3">
                  <Figures
                    items={[
                      [t('sellingPrice'), formatPrice(p.offer.totalRepaid, locale)],
                      [t('profit'), formatPrice(p.offer.profit, locale)],
                      [t('flatRate'), percent(p.offer.flatRateBps, locale)],
                      [t('reducingRate'), percent(p.offer.reducingRateBps, locale)],
                    ]}
                  />
                </div>
              </article>
            ))}
          </div>
        </section>
      )}

      {kcb && (
        <section
          className="rounded-xl border border-slate-200 bg-white p-5"
          data-testid="kcb-option"
          aria-labelledby="kcb-title"
        >
          <h2 id="kcb-title" className="text-lg font-semibold text-slate-900">
            {t('kcbTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {t('kcbBody', { max: formatPrice(setup.limits.kcbMaxAmount, locale) })}
          </p>
          <ul className="mt-3 grid gap-1 text-sm text-slate-800">
            <li>
              {t('kcbLoan', {
                amount: formatPrice(kcb.amount, locale),
                instalment: formatFils(kcb.instalment, locale),
              })}
            </li>
            {kcb.remainderOffer && (
              <li>
                {t('kcbRemainder', {
                  bank: localName(locale, plan.bank),
                  amount: formatPrice(kcb.remainder, locale),
                  instalment: formatFils(kcb.remainderOffer.instalment, locale),
                })}
              </li>
            )}
          </ul>
          <p className="mt-2 font-semibold text-slate-900">
            {t('kcbTotal')}: <span className="tabular-nums">{formatFils(kcb.totalInstalment, locale)}</span>
          </p>
          <p className="mt-2 text-xs text-slate-600">{t('kcbTenor')}</p>
        </section>
      )}

      <BankComparisonTable
        offers={outcome.comparison.map(({ bank, offer }) => ({ bank, ...offer }))}
        chosenBankId={plan.bank.id}
        locale={locale}
      />
      <p className="text-xs leading-6 text-slate-600">{t('disclaimer')}</p>
    </div>
  );
}
