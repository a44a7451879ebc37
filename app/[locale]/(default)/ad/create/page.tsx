import { cookies } from 'next/headers';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AdForm } from '@/components/ad-form/ad-form';
import { loginHref } from '@/components/auth/return-to';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { ComingSoon } from '@/components/content/coming-soon';
import { AdCreditsPanel } from '@/components/my-ads/ad-credits-panel';
import { PageHeader } from '@/components/content/page-header';
import { LazySessionGate } from '@/components/profile/lazy-session-gate';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { BuildingIcon, UserIcon } from '@/components/ui/icons';
import { hasStoreLinks, StoreBadges } from '@/components/ui/store-badges';
import { toLocale } from '@/lib/i18n/config';
import { config } from '@/server/config';
import { pageSession } from '@/server/services/auth/page-session';
import { adCreditsSummary } from '@/server/services/payments/ad-credits';
import { contentPageMetadata } from '../../_data/page-metadata';
import { storeLinks } from '../../_data/store-links';
import { loadAdFormOptions } from '../../profile/ads/_data/ad-form-options';

export const generateMetadata = contentPageMetadata('ad-create', 'adCreate', '/ad/create');

/** The form depends on the visitor's session cookies and the setting is read at run time: rendered per request. */
export const dynamic = 'force-dynamic';

/** The spec's page for a deployment that keeps posting in the apps (WEB_AD_POSTING=false). */
async function ComingSoonPage() {
  const t = await getTranslations('adCreate');
  const stores = storeLinks();
  return (
    <ComingSoon icon={BuildingIcon} badge={t('badge')} title={t('title')} description={t('description')}>
      {hasStoreLinks(stores) ? (
        <StoreBadges stores={stores} className="justify-center" />
      ) : (
        <p className="text-slate-600">{t('noStores')}</p>
      )}
      <Link href="/ads/sale/all" className={buttonClass('ghost', 'md')}>
        {t('browseCta')}
      </Link>
    </ComingSoon>
  );
}

async function CreateAdForm() {
  const session = await pageSession(await cookies());
  const t = await getTranslations('myAds.create');
  if (session.state === 'restorable') {
    return (
      <FeatureMessages namespaces={['profile']}>
        <LazySessionGate />
      </FeatureMessages>
    );
  }
  if (session.state === 'signed-out') {
    return (
      <ComingSoon icon={UserIcon} badge={t('badge')} title={t('signInTitle')} description={t('signInDescription')}>
        <div className="flex flex-wrap justify-center gap-3">
          <Link href={loginHref('/ad/create')} className={buttonClass('primary', 'lg')}>
            {t('signIn')}
          </Link>
          <Link href={loginHref('/ad/create', '/sign-up')} className={buttonClass('secondary', 'lg')}>
            {t('signUp')}
          </Link>
        </div>
      </ComingSoon>
    );
  }
  // What publishing the new ad will spend, before the member fills the form in.
  const [options, credits] = await Promise.all([
    loadAdFormOptions(),
    session.state === 'signed-in' ? adCreditsSummary(session.member.id) : undefined,
  ]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Container className="py-8 md:py-12">
        <div className="mx-auto grid max-w-4xl gap-6">
          {credits && <AdCreditsPanel summary={credits} />}
          <FeatureMessages namespaces={['adForm', 'myAds']}>
            <AdForm mode="create" options={options} />
          </FeatureMessages>
        </div>
      </Container>
    </>
  );
}

export default async function CreateAdPage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale(toLocale((await params).locale));
  return config().WEB_AD_POSTING ? <CreateAdForm /> : <ComingSoonPage />;
}
