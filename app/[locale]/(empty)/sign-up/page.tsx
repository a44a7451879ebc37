import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/search-params';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { safeReturnTo } from '@/components/auth/return-to';
import { SignInLink } from '@/components/auth/sign-in-link';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { SignUpFlow } from '@/components/auth/sign-up-flow';
import { toLocale } from '@/lib/i18n/config';
import { getQueryClient } from '@/lib/queries/get-query-client';
import { officesQuery, registrationReasonsQuery } from '@/lib/queries/sign-up-queries';
import { isDemo } from '@/server/config';
import { listOffices } from '@/server/services/members/members';
import { listRegistrationReasons } from '@/server/services/reference-data';
import { pageSession } from '@/server/services/auth/page-session';

/** The session cookie decides (a signed-in visitor goes straight on), so this page renders per request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

/** Where a signed-in visitor of this page goes, and a new account's way on after the welcome page, when it came from nowhere. */
const afterSignUp = '/';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'signUp' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: { canonical: '/sign-up' } };
}

export default async function SignUpPage({ params, searchParams }: Props) {
  setRequestLocale(toLocale((await params).locale));
  const given = (await searchParams).returnTo;
  const returnTo = given === undefined ? undefined : safeReturnTo(given, afterSignUp);
  if ((await pageSession(await cookies())).state === 'signed-in') redirect(returnTo ?? afterSignUp);
  const t = await getTranslations('signUp');
  const queryClient = getQueryClient();
  await Promise.all([
    queryClient.prefetchQuery({ ...registrationReasonsQuery, queryFn: () => listRegistrationReasons() }),
    queryClient.prefetchQuery({ ...officesQuery, queryFn: () => listOffices() }),
  ]);
  return (
    <AuthCard
      wide
      title={t('title')}
      subtitle={t('subtitle')}
      footer={
        <>
          {t('haveAccount')} <SignInLink returnTo={returnTo}>{t('signInLink')}</SignInLink>
        </>
      }
    >
      <QueryProvider>
        <HydrationBoundary state={dehydrate(queryClient)}>
          <FeatureMessages namespaces={['login', 'signUp', 'officeFields']}>
            <SignUpFlow returnTo={returnTo} fallback={afterSignUp} demo={isDemo()} />
          </FeatureMessages>
        </HydrationBoundary>
      </QueryProvider>
    </AuthCard>
  );
}
