import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { loginHref } from '@/components/auth/return-to';
import { PageHeader } from '@/components/content/page-header';
import { PaymentForm } from '@/components/payments/payment-form';
import { LazySessionGate } from '@/components/profile/lazy-session-gate';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { formatDate } from '@/lib/format';
import { packageTermsValues } from '@/lib/payments/package-terms';
import { toLocale } from '@/lib/i18n/config';
import { queryId } from '@/lib/schemas/fields';
import { validParams, type SearchParams } from '@/lib/search-params';
import { isDemo } from '@/server/config';
import { pageSession } from '@/server/services/auth/page-session';
import { findActivePackage, toPackage } from '@/server/services/payments/catalogue';
import { subscriptionState } from '@/server/services/payments/subscriptions';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

/** Reads the session cookies: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'payments.page' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** `/payment?packageId=`: the order summary, a promo code and the payment method (spec §2), for a signed-in member. */
export default async function PaymentPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const session = await pageSession(await cookies());
  const { packageId } = validParams({ packageId: queryId }, await searchParams);
  if (session.state === 'signed-out') redirect(loginHref(packageId ? `/payment?packageId=${packageId}` : '/packages'));
  const [t, row] = await Promise.all([
    getTranslations('payments'),
    packageId ? findActivePackage(packageId) : undefined,
  ]);
  const pkg = row ? toPackage(row, locale) : undefined;
  // While a subscription's paid period lasts no data plan is bought again (the API answers ALREADY_SUBSCRIBED).
  const subscribed =
    pkg?.kind === 'data-access' && session.state === 'signed-in'
      ? await subscriptionState(session.member.id)
      : undefined;
  const methods = (['knet', 'card'] as const).map((id) => ({ id, name: t(`methods.${id}`) }));

  return (
    <FeatureMessages namespaces={['payments', 'profile']}>
      <PageHeader title={t('page.title')} />
      <Container className="grid max-w-xl gap-6 py-10">
        {session.state === 'restorable' ? (
          <LazySessionGate />
        ) : subscribed && subscribed.status !== 'inactive' ? (
          <div className="grid justify-items-start gap-4" data-testid="already-subscribed">
            <p>
              {t('page.alreadySubscribed', {
                plan: (locale === 'ar' ? subscribed.plan?.nameAr : subscribed.plan?.nameEn) ?? pkg!.name,
                until: formatDate(subscribed.until!, locale),
              })}
            </p>
            <Link href="/subscribe" className={buttonClass('primary', 'md')}>
              {t('page.manageSubscription')}
            </Link>
          </div>
        ) : pkg ? (
          <>
            <p className="text-sm text-slate-600">{t(`page.terms.${pkg.kind}`, packageTermsValues(pkg, locale))}</p>
            {isDemo() && (
              <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">{t('page.testNotice')}</p>
            )}
            <PaymentForm pkg={pkg} methods={methods} />
          </>
        ) : (
          <div className="grid justify-items-start gap-4">
            <p>{t('page.unavailable')}</p>
            <Link href="/packages" className={buttonClass('primary', 'md')}>
              {t('page.browse')}
            </Link>
          </div>
        )}
      </Container>
    </FeatureMessages>
  );
}
