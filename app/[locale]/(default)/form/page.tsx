import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { FinanceRequestForm } from '@/components/finance-request/finance-request-form';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import { memberName } from '@/lib/member-name';
import type { FinanceRequestFormValues } from '@/lib/schemas/finance-request';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { isDemo } from '@/server/config';
import { pageSession } from '@/server/services/auth/page-session';
import { financeRequestOptions } from '@/server/services/finance-requests/finance-requests';

/** A signed-in member's name and phone fill the form in, so this page renders per request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'financeRequest' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: { canonical: '/form' } };
}

const clientMessages = ['financeRequest', 'login.code'] as const;
/** Whole dinars from the calculator's link (`/finance` → `/form?amount=…&salary=…`). */
const dinars = (value: string | undefined) => (value && /^\d{1,12}$/.test(value) ? value : undefined);

/** The finance request (spec §2 `/form`): carried over from the finance calculator when the visitor came from it. */
export default async function FinanceRequestPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [t, options, session, query] = await Promise.all([
    getTranslations('financeRequest'),
    financeRequestOptions(),
    pageSession(await cookies()),
    searchParams,
  ]);
  const member = session.state === 'signed-in' ? session.member : undefined;
  const bankId = firstParam(query.bankId);
  const carried: Partial<FinanceRequestFormValues> = Object.fromEntries(
    Object.entries({
      amount: dinars(firstParam(query.amount)),
      salary: dinars(firstParam(query.salary)),
      instalments: dinars(firstParam(query.obligations)),
      bankId: options.banks.some((bank) => String(bank.id) === bankId) ? bankId : undefined,
      fullName: member ? memberName(member) || undefined : undefined,
      phone: member?.phone ?? undefined,
    }).filter(([, value]) => value !== undefined),
  );
  return (
    <FeatureMessages namespaces={clientMessages}>
      <PageHeader title={t('title')} description={t('intro')} />
      <Container className="grid max-w-3xl gap-6 py-10 md:py-14">
        {carried.amount && <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">{t('carried')}</p>}
        <FinanceRequestForm
          options={options}
          defaults={carried}
          signedIn={Boolean(member)}
          ownPhone={member?.phone ?? undefined}
          demo={isDemo()}
        />
      </Container>
    </FeatureMessages>
  );
}
