import type { Metadata } from 'next';
import type { ComponentType } from 'react';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { safeReturnTo } from '@/components/auth/return-to';
import { PageHeader } from '@/components/content/page-header';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { BuildingIcon, ClockIcon, SparkleIcon, UserIcon, type IconProps } from '@/components/ui/icons';
import { toLocale } from '@/lib/i18n/config';
import type { SearchParams } from '@/lib/search-params';
import { pageSession } from '@/server/services/auth/page-session';
import { adCreditsSummary } from '@/server/services/payments/ad-credits';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };
type Step = {
  key: string;
  icon: ComponentType<IconProps>;
  title: string;
  body: string;
  href: string;
  cta: string;
  status?: { label: string; value: string };
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'welcome' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** Where a new account lands after sign-up: what comes next, then on to the page the visitor was going to. */
export default async function WelcomePage({ params, searchParams }: Props) {
  setRequestLocale(toLocale((await params).locale));
  const session = await pageSession(await cookies());
  // The profile layout shows its session gate (or redirects) when there is no signed-in member.
  if (session.state !== 'signed-in') return null;
  const { member } = session;
  const [t, credits] = await Promise.all([getTranslations('welcome'), adCreditsSummary(member.id)]);
  const returnTo = safeReturnTo((await searchParams).returnTo, '');
  const steps: Step[] = [];
  if (member.brokerType === 'licensed' && member.licenceStatus !== 'verified') {
    const status = member.licenceStatus === 'rejected' ? 'rejected' : 'pending';
    steps.push({
      key: 'licence',
      icon: ClockIcon,
      title: t(`licence.${status}Title`),
      body: t(`licence.${status}Body`),
      href: '/profile/account-settings',
      cta: t('licence.cta'),
      status: { label: t('licence.status.label'), value: t(`licence.status.${status}`) },
    });
  }
  if (member.brokerType === 'marketeer' && member.officeStatus === 'pending') {
    steps.push({
      key: 'office',
      icon: ClockIcon,
      title: t('office.title'),
      body: t('office.body'),
      href: '/profile/account-settings',
      cta: t('office.cta'),
    });
  }
  const { left } = credits.freeAds;
  steps.push(
    {
      key: 'first-ad',
      icon: BuildingIcon,
      title: t('firstAd.title'),
      body: left > 0 ? t('firstAd.bodyFree', { left }) : t('firstAd.body'),
      href: '/ad/create',
      cta: t('firstAd.cta'),
    },
    // A licensed broker's office pays for its ads (and its marketeers') from broker-ad packages, not the regular ones.
    member.brokerType === 'licensed'
      ? {
          key: 'packages',
          icon: SparkleIcon,
          title: t('brokerPackages.title'),
          body: t('brokerPackages.body', { balance: credits.broker ?? 0 }),
          href: '/subscription/packages?tab=broker-ads',
          cta: t('brokerPackages.cta'),
        }
      : {
          key: 'packages',
          icon: SparkleIcon,
          title: t('packages.title'),
          body: t('packages.body'),
          href: '/packages',
          cta: t('packages.cta'),
        },
    {
      key: 'profile',
      icon: UserIcon,
      title: t('profile.title'),
      body: t('profile.body'),
      href: '/profile/edit-profile',
      cta: t('profile.cta'),
    },
  );
  return (
    <>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('title', { name: member.firstName })}
        description={t('description')}
      />
      <Container className="py-10 md:py-14">
        <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="welcome-steps">
          {steps.map(({ key, icon: Icon, title, body, href, cta, status }) => (
            <li
              key={key}
              data-step={key}
              className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-6" />
              </span>
              <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
              {status && (
                <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  {status.label}
                  <span
                    data-testid="licence-status"
                    className="rounded-full bg-amber-50 px-2.5 py-0.5 font-semibold text-amber-900 ring-1 ring-amber-200"
                  >
                    {status.value}
                  </span>
                </p>
              )}
              <p className="flex-1 leading-7 text-slate-600">{body}</p>
              <Link
                href={href}
                className={buttonClass(key === 'first-ad' ? 'primary' : 'secondary', 'md', 'self-start')}
              >
                {cta}
              </Link>
            </li>
          ))}
        </ol>
        {returnTo && (
          <Link href={returnTo} className={buttonClass('ghost', 'md', 'mt-8')}>
            {t('continue')}
          </Link>
        )}
      </Container>
    </>
  );
}
