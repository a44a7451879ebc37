import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AppraisalForm } from '@/components/appraisal/appraisal-form';
import { LazySessionGate } from '@/components/profile/lazy-session-gate';
import { loginHref } from '@/components/auth/return-to';
import { PageHeader } from '@/components/content/page-header';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import { memberName } from '@/lib/member-name';
import type { AppraisalFormValues } from '@/lib/schemas/appraisals';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { pageSession } from '@/server/services/auth/page-session';
import { appraisalOptions } from '@/server/services/appraisals/appraisals';
import { appraisalDefaultsFromEstimate, estimateIdPattern } from '@/server/services/appraisals/from-estimate';

/** A member's name, phone and e-mail fill the form in, so this page renders per request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'appraisal' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: { canonical: '/official-appraisal' } };
}

/** The official appraisal request (spec §2 `/official-appraisal`), for members; carried over from an estimate. */
export default async function OfficialAppraisalPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [session, query] = await Promise.all([pageSession(await cookies()), searchParams]);
  const valuation = firstParam(query.valuation);
  const here =
    valuation && estimateIdPattern.test(valuation)
      ? `/official-appraisal?valuation=${valuation}`
      : '/official-appraisal';
  if (session.state === 'signed-out') redirect(loginHref(here));
  const [t, tPayments, options, carried] = await Promise.all([
    getTranslations('appraisal'),
    getTranslations('payments'),
    appraisalOptions(),
    appraisalDefaultsFromEstimate(valuation),
  ]);
  const member = session.state === 'signed-in' ? session.member : undefined;
  const defaults: Partial<AppraisalFormValues> = Object.fromEntries(
    Object.entries({
      ...carried,
      applicantName: member ? memberName(member) || undefined : undefined,
      phone: member?.phone ?? undefined,
      email: member?.email ?? undefined,
    }).filter(([, value]) => value !== undefined),
  );
  const methods = (['knet', 'card'] as const).map((id) => ({ id, name: tPayments(`methods.${id}`) }));
  return (
    <FeatureMessages namespaces={['appraisal', 'uploads', 'payments']}>
      <PageHeader title={t('title')} description={t('intro')} />
      <Container className="grid max-w-3xl gap-6 py-10 md:py-14">
        {session.state === 'restorable' ? (
          <LazySessionGate />
        ) : (
          <>
            {carried.areaId && (
              <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">{t('carried')}</p>
            )}
            <AppraisalForm
              options={options}
              defaults={defaults}
              valuationId={carried.areaId ? valuation : undefined}
              methods={methods}
            />
          </>
        )}
      </Container>
    </FeatureMessages>
  );
}
