import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { loginHref } from '@/components/auth/return-to';
import { PageHeader } from '@/components/content/page-header';
import { PackageGrid } from '@/components/payments/package-grid';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { LazySessionGate } from '@/components/profile/lazy-session-gate';
import { SubscriptionControls } from '@/components/subscriptions/subscription-controls';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { formatDate, formatFils } from '@/lib/format';
import { toLocale, type Locale } from '@/lib/i18n/config';
import type { SubscriptionState } from '@/lib/schemas/payments';
import { pageSession } from '@/server/services/auth/page-session';
import { listPackages } from '@/server/services/payments/catalogue';
import { cachedBanners } from '@/server/services/site-content/cached-content';
import { subscriptionState } from '@/server/services/payments/subscriptions';
import { seoMetadata } from '@/server/services/seo-metadata';
import { ScreenJsonLd } from '../_components/screen-json-ld';

/** Reads the session cookies: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

const benefits = ['archive', 'details', 'comparables', 'trend'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'subscriptions.page' });
  return seoMetadata('subscribe', locale, {
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: '/subscribe',
  });
}

/**
 * `/subscribe` (spec §2, §4): what a data subscription gives, the plans, and for a signed-in member the subscription's
 * state — active, cancelled (until the paid period ends) or inactive — with cancel, reactivate and automatic renewal.
 */
export default async function SubscribePage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const session = await pageSession(await cookies());
  const [t, plans, banners, state] = await Promise.all([
    getTranslations('subscriptions.page'),
    listPackages({ screen: 'subscriptions' }, locale),
    cachedBanners('subscriptions', locale),
    session.state === 'signed-in' ? subscriptionState(session.member.id) : undefined,
  ]);
  // Active or cancelled (still paid until its end): the plans are not buyable and a "subscribe to…" banner is false.
  const subscribed = state !== undefined && state.status !== 'inactive';

  return (
    <FeatureMessages namespaces={['subscriptions.controls', 'subscriptions.errors', 'profile']}>
      <ScreenJsonLd screen="subscribe" locale={locale} />
      <PageHeader title={t('title')} description={t('description')} />
      <Container className="grid gap-10 py-10 md:py-14">
        <section aria-labelledby="subscription-status" className="grid gap-4 rounded-xl border border-slate-200 p-5">
          <h2 id="subscription-status" className="text-xl font-semibold">
            {t('statusTitle')}
          </h2>
          {session.state === 'restorable' ? (
            <LazySessionGate />
          ) : state ? (
            <SubscriptionStatusCard state={state} locale={locale} />
          ) : (
            <div className="grid justify-items-start gap-3">
              <p className="text-slate-700">{t('signInToManage')}</p>
              <Link href={loginHref('/subscribe')} className={buttonClass('secondary', 'md')}>
                {t('signIn')}
              </Link>
            </div>
          )}
        </section>

        <section aria-labelledby="subscription-benefits" className="grid gap-4">
          <h2 id="subscription-benefits" className="text-xl font-semibold">
            {t('benefitsTitle')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {benefits.map((key) => (
              <li key={key} className="rounded-xl bg-brand-50 p-4">
                <p className="font-semibold text-brand-900">{t(`benefits.${key}.title`)}</p>
                <p className="mt-1 text-sm leading-6 text-slate-700">{t(`benefits.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="subscription-plans" className="grid gap-4">
          <h2 id="subscription-plans" className="text-xl font-semibold">
            {t('plansTitle')}
          </h2>
          {subscribed ? (
            <p
              role="status"
              data-testid="subscribed-notice"
              className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900"
            >
              {t(state.status === 'active' ? 'subscribedNotice' : 'cancelledNotice', {
                plan: planName(state, locale) || t('anyPlan'),
                until: formatDate(state.until!, locale),
              })}
            </p>
          ) : (
            <p className="text-sm text-slate-600">{t('plansNote')}</p>
          )}
          <PackageGrid packages={plans} banners={subscribed ? [] : banners} locale={locale} buyable={!subscribed} />
        </section>
      </Container>
    </FeatureMessages>
  );
}

const planName = (state: SubscriptionState, locale: Locale) =>
  (locale === 'ar' ? state.plan?.nameAr : state.plan?.nameEn) ?? '';

async function SubscriptionStatusCard({ state, locale }: { state: SubscriptionState; locale: Locale }) {
  const t = await getTranslations('subscriptions.page');
  const until = state.until ? formatDate(state.until, locale) : '';
  const plan = state.plan ? planName(state, locale) : null;
  return (
    <div className="grid gap-4" data-testid="subscription-status" data-status={state.status}>
      <p className="flex flex-wrap items-center gap-2">
        <span
          className={
            state.status === 'active'
              ? 'text-brand-800 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold'
              : state.status === 'cancelled'
                ? 'rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900'
                : 'rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700'
          }
        >
          {t(`status.${state.status}`)}
        </span>
        {plan && state.status !== 'inactive' && <span className="text-sm text-slate-700">{plan}</span>}
      </p>
      {state.status === 'inactive' ? (
        <p className="text-slate-700">{t('inactiveBody')}</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600">
            {t(state.status === 'cancelled' || !state.autoRenew ? 'endsOn' : 'renewsOn')}
          </dt>
          <dd data-testid="subscription-until">{until}</dd>
          {state.status === 'active' && state.autoRenew && state.plan && (
            <>
              <dt className="text-slate-600">{t('renewalPrice')}</dt>
              <dd>{formatFils(state.plan.priceFils, locale)}</dd>
            </>
          )}
          {state.card && (
            <>
              <dt className="text-slate-600">{t('card')}</dt>
              <dd>
                <bdi>
                  {state.card.brand} •••• {state.card.lastFour}
                </bdi>
              </dd>
            </>
          )}
          <dt className="text-slate-600">{t('autoRenewal')}</dt>
          <dd>{t(state.autoRenew ? 'autoRenewalOn' : 'autoRenewalOff')}</dd>
        </dl>
      )}
      {state.status === 'cancelled' && <p className="text-sm text-amber-900">{t('cancelledBody', { until })}</p>}
      {state.renewalFailed && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {t('renewalFailed', { until })}
        </p>
      )}
      {state.status !== 'inactive' && (
        <SubscriptionControls
          status={state.status}
          autoRenew={state.autoRenew}
          hasCard={Boolean(state.card)}
          until={until}
        />
      )}
    </div>
  );
}
