import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { Container } from '@/components/ui/container';
import type { Budget, MortgagePlan } from '@/lib/finance/mortgage';
import type { FinanceBank } from '@/lib/finance/offer';
import { formatDate, formatDigits, formatFils, formatPercent, formatPrice, localName } from '@/lib/format';
import { toLocale, type Locale } from '@/lib/i18n/config';
import type { SearchParams } from '@/lib/search-params';
import { budgetHref, loadBudget } from '../_data/load-budget';

/** The figures come in the query: rendered per request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'finance.details' });
  // One visitor's figures: not a page for search engines.
  return {
    title: t('metaTitle'),
    alternates: { canonical: '/budget/details' },
    robots: { index: false, follow: true },
  };
}

type T = Awaited<ReturnType<typeof getTranslations<'finance'>>>;

function Rows({ rows }: { rows: Array<[string, string, boolean?]> }) {
  return (
    <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {rows.map(([label, value, strong]) => (
        <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
          <dt className="text-slate-700">{label}</dt>
          <dd
            className={
              strong ? 'text-lg font-bold text-brand-900 tabular-nums' : 'font-semibold text-slate-900 tabular-nums'
            }
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const percent = (bps: number, locale: Locale) => formatPercent(bps / 100, locale);

/** The bank and its rate; a rate on request is named as such, with the cap the figures use. */
function bankLine(t: T, bank: FinanceBank, locale: Locale) {
  const kind = t(`calculator.kinds.${bank.kind}`);
  if (bank.rateOnRequest)
    return t('details.bankOnRequest', { bank: localName(locale, bank), kind, cap: percent(bank.rateBps, locale) });
  return `${localName(locale, bank)} · ${percent(bank.rateBps, locale)} (${kind})`;
}

function salaryRows(
  t: T,
  budget: Budget,
  salary: number,
  obligations: number,
  locale: Locale,
): Array<[string, string, boolean?]> {
  const years = (months: number) =>
    t('calculator.termMonths', { count: months, formatted: formatDigits(months, locale) });
  return [
    [t('details.salary'), formatPrice(salary, locale)],
    [t('details.share'), percent(budget.shareBps, locale)],
    [t('details.shareMax'), formatFils(Math.floor((salary * budget.shareBps) / 10_000), locale)],
    [t('details.obligations'), formatFils(obligations, locale)],
    [t('details.allowedInstalment'), formatFils(budget.allowedInstalment, locale)],
    [t('details.bank'), bankLine(t, budget.bank, locale)],
    [t('details.term'), years(budget.months)],
    [t('details.byShare'), formatPrice(budget.byShare, locale)],
    [t('details.cap'), formatPrice(budget.cap, locale)],
    [t('details.principal'), formatPrice(budget.principal, locale)],
    [t('details.downPayment'), formatPrice(budget.downPayment, locale)],
    [t('details.ceiling'), formatPrice(budget.ceiling, locale), true],
    [t('details.instalment'), formatFils(budget.offer.instalment, locale)],
    [t('details.sellingPrice'), formatPrice(budget.offer.totalRepaid, locale)],
    [t('details.profit'), formatPrice(budget.offer.profit, locale)],
  ];
}

function priceRows(t: T, plan: MortgagePlan, ceiling: number, locale: Locale): Array<[string, string, boolean?]> {
  const amount = plan.limits.find((l) => l.key === 'amount')!;
  return [
    [t('details.ceiling'), formatPrice(ceiling, locale), true],
    [t('details.bank'), bankLine(t, plan.bank, locale)],
    [t('details.principal'), formatPrice(plan.principal, locale)],
    [t('details.instalment'), formatFils(plan.offer.instalment, locale)],
    [t('details.sellingPrice'), formatPrice(plan.offer.totalRepaid, locale)],
    [t('details.salaryNeeded'), formatPrice(plan.fix.salaryNeeded, locale)],
    [t('details.cap'), formatPrice(amount.max, locale)],
    [t('details.downPaymentNeeded'), formatPrice(Math.max(0, ceiling - amount.max), locale)],
  ];
}

/** How a purchase budget was worked out; without one there is nothing to explain, so it goes back to /budget (spec §2). */
export default async function BudgetDetailsPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [t, loaded] = await Promise.all([
    getTranslations('finance'),
    searchParams.then((search) => loadBudget(search, locale)),
  ]);
  const { result, query, values } = loaded;
  if (!result || !query) redirect('/budget');
  // A rent budget is one sum, explained beside it on /budget.
  if (result.basis === 'rent') redirect(budgetHref('/budget', values));
  const fils = (dinars: number | undefined) => Math.round((dinars ?? 0) * 1000);
  const sources = result.settings.filter((s) =>
    ['housing-max-amount', 'housing-max-months', 'instalment-salary-share', 'instalment-salary-share-retiree'].includes(
      s.key,
    ),
  );

  return (
    <>
      <PageHeader title={t('details.title')}>
        <Link
          href={budgetHref('/budget', values)}
          className="mt-3 inline-block text-sm font-medium text-brand-700 underline"
        >
          {t('details.back')}
        </Link>
      </PageHeader>
      <Container className="max-w-3xl py-10 md:py-14">
        <div className="grid gap-6" data-testid="budget-details">
          {result.basis === 'salary' ? (
            <>
              <Rows rows={salaryRows(t, result.budget, fils(query.salary), fils(query.obligations), locale)} />
              <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900" data-testid="binding-limit">
                {t(`details.binding.${result.budget.binding}`, { cap: formatPrice(result.budget.cap, locale) })}
              </p>
              {result.budget.termCapped && <p className="text-sm text-slate-700">{t('details.termCapped')}</p>}
            </>
          ) : (
            <>
              <p className="text-slate-700">{t('details.priceIntro')}</p>
              <Rows rows={priceRows(t, result.plan, result.ceiling, locale)} />
            </>
          )}
          <details className="text-xs leading-6 text-slate-600">
            <summary className="cursor-pointer">{t('calculator.sources')}</summary>
            <ul className="list-disc ps-5">
              {sources.map((s) => (
                <li key={s.key}>
                  <span dir="ltr">{s.source}</span> (
                  {t('calculator.asOf', { date: formatDate(s.effectiveDate, locale) })})
                </li>
              ))}
            </ul>
          </details>
        </div>
      </Container>
    </>
  );
}
