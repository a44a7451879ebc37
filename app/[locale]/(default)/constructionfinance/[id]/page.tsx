import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { z } from 'zod/mini';
import { PageHeader } from '@/components/content/page-header';
import { Container } from '@/components/ui/container';
import {
  ConstructionFinanceForm,
  type FinanceFormValues,
} from '@/components/construction-estimate/construction-finance-form';
import { ConstructionFinanceView } from '@/components/construction-estimate/construction-finance-view';
import { formatPrice } from '@/lib/format';
import { toLocale, type Locale } from '@/lib/i18n/config';
import {
  constructionFinanceQuerySchema,
  toFinanceInput,
  type ConstructionFinanceInput,
} from '@/lib/schemas/construction-estimate';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { ApiError } from '@/server/lib/errors';
import { translateKey } from '@/server/lib/translate';
import { financeSetup } from '@/server/services/construction-estimates/construction-setup';
import type { ConstructionFinance } from '@/lib/construction-estimate/finance';
import { financeEstimate } from '@/server/services/construction-estimates/finance-estimate';
import { loadEstimate } from '../../evaluation/cce/_data/load-estimate';

/** The result depends on the query (the form's answers): rendered per request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'construction.finance' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The API's field names on the form's. */
const formField: Record<string, keyof FinanceFormValues> = { downPaymentFils: 'downPayment' };

type Outcome = { finance?: ConstructionFinance; errors: Partial<Record<keyof FinanceFormValues, string>> };

async function compute(
  estimate: Awaited<ReturnType<typeof loadEstimate>>,
  input: ConstructionFinanceInput,
  locale: Locale,
): Promise<Outcome> {
  try {
    return { finance: await financeEstimate(estimate, input), errors: {} };
  } catch (error) {
    if (!(error instanceof ApiError) || !error.fieldErrors) throw error;
    const errors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, [key]]) => [
        formField[field] ?? field,
        translateKey(key ?? '', locale),
      ]),
    );
    return { errors };
  }
}

/** Construction finance of a stored estimate: the form's answers come in the query; without any, sensible defaults. */
export default async function ConstructionFinancePage({ params, searchParams }: Props) {
  const { locale: raw, id } = await params;
  const locale = toLocale(raw);
  setRequestLocale(locale);
  const [t, estimate, setup, query] = await Promise.all([
    getTranslations('construction'),
    loadEstimate(id),
    financeSetup(),
    searchParams.then((sp) => Object.fromEntries(Object.entries(sp).map(([key, value]) => [key, firstParam(value)]))),
  ]);
  const cost = estimate.result.total.mid;
  const asked = 'months' in query;
  const values: FinanceFormValues = asked
    ? {
        downPayment: query.downPayment ?? '',
        months: query.months ?? '',
        bankId: query.bankId ?? '',
        graceMonths: query.graceMonths ?? '',
        graceMode: query.graceMode ?? 'extended',
      }
    : {
        downPayment: String(Math.round(cost / 5 / 1_000_000) * 1000),
        months: '180',
        bankId: String(setup.banks[0]?.id ?? ''),
        graceMonths: '',
        graceMode: 'extended',
      };
  const parsed = z.safeParse(constructionFinanceQuerySchema, { ...values, graceMonths: values.graceMonths || '0' });
  const outcome: Outcome = parsed.success
    ? await compute(estimate, toFinanceInput(parsed.data), locale)
    : {
        errors: Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), translateKey(issue.message, locale)]).reverse(),
        ),
      };

  return (
    <>
      <PageHeader
        title={t('finance.title')}
        description={t('finance.estimate', {
          low: formatPrice(estimate.result.total.low, locale),
          high: formatPrice(estimate.result.total.high, locale),
        })}
      >
        <Link
          href={`/evaluation/cce/result/${estimate.id}`}
          className="mt-3 inline-block text-sm font-medium text-brand-700 underline"
        >
          {t('finance.back')}
        </Link>
      </PageHeader>
      <Container className="grid max-w-4xl gap-6 py-10 md:py-14">
        <ConstructionFinanceForm
          action={`/constructionfinance/${estimate.id}`}
          banks={setup.banks}
          values={values}
          errors={outcome.errors}
          locale={locale}
        />
        {outcome.finance && (
          <>
            <p className="text-sm text-slate-700">
              {t('finance.intro', { amount: formatPrice(outcome.finance.principal, locale) })}
            </p>
            <ConstructionFinanceView finance={outcome.finance} locale={locale} />
          </>
        )}
      </Container>
    </>
  );
}
