import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/search-params';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoginFlow } from '@/components/auth/login-flow';
import { safeReturnTo } from '@/components/auth/return-to';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { toLocale } from '@/lib/i18n/config';
import { config, isDemo } from '@/server/config';
import { pageSession } from '@/server/services/auth/page-session';

/** The session cookie decides (a signed-in visitor goes straight back), so this page renders per request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'login' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: { canonical: '/login' } };
}

export default async function LoginPage({ params, searchParams }: Props) {
  setRequestLocale(toLocale((await params).locale));
  const given = (await searchParams).returnTo;
  // Without `?returnTo=` the flow goes back to the previous route, which only the browser knows.
  const returnTo = given === undefined ? undefined : safeReturnTo(given);
  if ((await pageSession(await cookies())).state === 'signed-in') redirect(returnTo ?? '/');
  const { GOOGLE_CLIENT_ID, APPLE_CLIENT_ID } = config();
  // The flow draws its own card: the heading follows the step (sign in, or create the account).
  return (
    <FeatureMessages namespaces={['login', 'signUp', 'officeFields']}>
      <LoginFlow returnTo={returnTo} demo={isDemo()} clientIds={{ google: GOOGLE_CLIENT_ID, apple: APPLE_CLIENT_ID }} />
    </FeatureMessages>
  );
}
