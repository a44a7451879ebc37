import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AdGrid } from '@/components/ads/ad-grid';
import { EmptyResults } from '@/components/ads/empty-results';
import { Pagination } from '@/components/ads/pagination';
import { PageHeader } from '@/components/content/page-header';
import { BudgetForm } from '@/components/finance/budget-form';
import { RentCeilingCard } from '@/components/finance/rent-ceiling-card';
import { Container } from '@/components/ui/container';
import { TabLinks } from '@/components/ui/tab-links';
import { cn } from '@/components/ui/cn';
import { banksFor } from '@/lib/finance/mortgage';
import { formatCount, formatDigits, formatFils, formatPrice, localName } from '@/lib/format';
import { budgetDeals, type BudgetDeal } from '@/lib/schemas/finance';
import { toLocale } from '@/lib/i18n/config';
import type { SearchParams } from '@/lib/search-params';
import { listAds } from '@/server/services/ads/list-ads';
import { mortgageSetup } from '@/server/services/finance/finance-setup';
import { seoMetadata } from '@/server/services/seo-metadata';
import { loadListCatalogue } from '../ads/_data/list-catalogue';
import { budgetHref, budgetKeys, loadBudget } from './_data/load-budget';
import { ScreenJsonLd } from '../_components/screen-json-ld';

/** The figures come in the query: rendered per request. */
export const dynamic = 'force-dynamic';

const fils = (dinars: number | undefined) => Math.round((dinars ?? 0) * 1000);

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'finance.budget' });
  return seoMetadata('budget', locale, { title: t('metaTitle'), description: t('metaDescription'), path: '/budget' });
}

/**
 * Budget search: the highest price the salary and the limits allow (or a ceiling given), then the sale ads within
 * it; or, to rent, the month's rent the salary carries, then the rent ads within it.
 */
export default async function BudgetPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const search = await searchParams;
  const deal: BudgetDeal = search.deal === 'rent' ? 'rent' : 'sale';
  const [t, tc, tMessages, setup, catalogue, loaded] = await Promise.all([
    getTranslations('finance.budget'),
    getTranslations('finance.calculator'),
    getTranslations('general.messages'),
    mortgageSetup(),
    loadListCatalogue(deal, locale),
    loadBudget(search, locale),
  ]);
  const { values, result, query } = loaded;
  const ads =
    result && query
      ? await listAds({
          dealType: deal,
          priceMax: result.ceiling / 1000,
          areaIds: query.areaId === undefined ? undefined : [query.areaId],
          categoryId: query.categoryId,
          propertyTypeId: query.propertyTypeId,
          page: query.page,
        })
      : undefined;
  const totalPages = ads ? Math.ceil(ads.totalItems / ads.pageSize) : 0;
  const detailsHref = budgetHref('/budget/details', values, budgetKeys);

  return (
    <>
      <ScreenJsonLd screen="budget" locale={locale} />
      <PageHeader title={t('title')} description={t('intro')} />
      <Container className="py-8 md:py-10">
        <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
          {/* On a phone the result comes first once there is one: the form is long. */}
          <aside className={cn('grid content-start gap-4', result && 'order-last lg:order-first')}>
            <TabLinks
              label={t('dealLabel')}
              testIdPrefix="budget-deal"
              tabs={budgetDeals.map((key) => ({
                key,
                label: t(`dealTabs.${key}`),
                href: budgetHref('/budget', {
                  salary: values.salary,
                  obligations: values.obligations,
                  retiree: values.retiree,
                  deal: key === 'rent' ? 'rent' : undefined,
                }),
                active: key === deal,
              }))}
            />
            <BudgetForm
              deal={deal}
              values={values}
              errors={loaded.errors}
              banks={banksFor(setup, 'housing')}
              areas={catalogue.areas}
              categories={catalogue.categories}
              types={catalogue.types}
              locale={locale}
            />
          </aside>
          <section aria-labelledby="budget-results" className="grid min-w-0 content-start gap-6">
            {result?.basis === 'rent' && (
              <RentCeilingCard
                budget={result}
                salary={fils(query?.salary)}
                obligations={fils(query?.obligations)}
                retiree={query?.retiree ?? false}
                locale={locale}
              />
            )}
            {result && result.basis !== 'rent' && (
              <div className="rounded-xl border border-brand-100 bg-brand-50 p-5" data-testid="budget-ceiling">
                <p className="text-sm text-slate-700">{t('ceilingTitle')}</p>
                <p className="text-3xl font-bold text-brand-900 tabular-nums" data-testid="ceiling">
                  {formatPrice(result.ceiling, locale)}
                </p>
                <p className="mt-2 text-sm text-slate-700">
                  {result.basis === 'salary'
                    ? t('ceilingFromSalary', {
                        principal: formatPrice(result.budget.principal, locale),
                        instalment: formatFils(result.budget.offer.instalment, locale),
                        term: tc('years', {
                          count: result.budget.months / 12,
                          formatted: formatDigits(result.budget.months / 12, locale),
                        }),
                        bank: localName(locale, result.budget.bank),
                        downPayment: formatPrice(result.budget.downPayment, locale),
                      })
                    : t('ceilingFromPrice')}
                </p>
                <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-brand-700">
                  <Link href={detailsHref} className="underline" data-testid="budget-details-link">
                    {t('details')}
                  </Link>
                  <a href="#budget-form" className="underline lg:hidden">
                    {t('change')}
                  </a>
                </div>
              </div>
            )}
            <h2 id="budget-results" className={result ? 'text-xl font-bold text-slate-900' : 'sr-only'}>
              {t(deal === 'rent' ? 'rentResultsTitle' : 'resultsTitle')}
            </h2>
            {ads && (
              <p className="-mt-4 text-slate-600" data-testid="result-count">
                {t('resultCount', { count: ads.totalItems, formatted: formatCount(ads.totalItems, locale) })}
              </p>
            )}
            {ads && ads.data.length > 0 && <AdGrid ads={ads.data} eagerCards={1} />}
            {ads && ads.data.length === 0 && (
              <EmptyResults
                title={tMessages('noBudgetMatch')}
                hint={tMessages('noResults')}
                action={{ label: t('change'), href: '/budget' }}
              />
            )}
            {ads && (
              <Pagination
                currentPage={ads.currentPage}
                totalPages={totalPages}
                hrefFor={(page) => budgetHref('/budget', { ...values, page: page > 1 ? String(page) : undefined })}
              />
            )}
          </section>
        </div>
      </Container>
    </>
  );
}
