import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { FinanceCalculator } from '@/components/finance/finance-calculator';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { Container } from '@/components/ui/container';
import { calculateForm } from '@/lib/finance/calculate-form';
import { banksFor } from '@/lib/finance/mortgage';
import { toLocale } from '@/lib/i18n/config';
import type { FinanceFormValues } from '@/lib/schemas/finance';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { mortgageSetup } from '@/server/services/finance/finance-setup';
import { seoMetadata } from '@/server/services/seo-metadata';
import { ScreenJsonLd } from '../_components/screen-json-ld';

/** The figures come in the query: rendered per request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'finance' });
  return seoMetadata('finance', locale, { title: t('metaTitle'), description: t('metaDescription'), path: '/finance' });
}

const fields: ReadonlyArray<keyof FinanceFormValues> = [
  'product',
  'propertyValue',
  'downPayment',
  'months',
  'graceMonths',
  'graceMode',
  'bankId',
  'salary',
  'obligations',
  'retiree',
];

/**
 * The mortgage calculator: the banks, rates and limits come from the server with the page, the maths runs in the
 * browser on every change. A link may start it with its own figures (`?propertyValue=120000&salary=1500`); the
 * calculator checks them like anything typed.
 */
export default async function FinancePage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [t, setup, query] = await Promise.all([getTranslations('finance'), mortgageSetup(), searchParams]);
  const initial: FinanceFormValues = {
    product: 'housing',
    propertyValue: '100000',
    downPayment: '30000',
    months: '180',
    graceMonths: '0',
    graceMode: 'extended',
    bankId: String(banksFor(setup, 'housing')[0]?.id ?? ''),
    salary: '1500',
    obligations: '0',
    retiree: 'employee',
  };
  for (const field of fields) {
    const value = firstParam(query[field]);
    if (value !== undefined) (initial as Record<string, string>)[field] = value.slice(0, 20);
  }
  return (
    <FeatureMessages namespaces={['finance.calculator', 'finance.errors', 'bankComparison']}>
      <ScreenJsonLd screen="finance" locale={locale} />
      <PageHeader title={t('title')} description={t('intro')} />
      <Container className="py-10 md:py-14">
        <FinanceCalculator setup={setup} initial={initial} first={calculateForm(initial, setup)} />
      </Container>
    </FeatureMessages>
  );
}
