import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AdCard } from '@/components/ads/ad-card';
import { adTitle } from '@/components/ads/ad-text';
import { FeatureAdForm, UnfeatureButton } from '@/components/ads/featured-ad-actions';
import { PageHeader } from '@/components/content/page-header';
import { BackOfficeLink } from '@/components/staff/back-office-link';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { Container } from '@/components/ui/container';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { formatCount } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { MAX_AD_PAGE_SIZE } from '@/lib/schemas/ads';
import { staffPageAccess } from '@/server/services/auth/staff-page';
import { listFeaturedAds } from '@/server/services/ads/featured-ads';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'featuredAds' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The operator's featured ads (spec §3 featured flag): pick a live ad by its number, see the picks, take one back. */
export default async function FeaturedAdsPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('featuredAds');
  const access = await staffPageAccess('operator');
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden') return <StaffOnlyMessage title={t('title')} message={t('forbidden')} />;
  const { ads, total } = await listFeaturedAds(MAX_AD_PAGE_SIZE);
  return (
    <FeatureMessages namespaces={['featuredAds']}>
      <PageHeader title={t('title')} description={t('description')}>
        <BackOfficeLink />
      </PageHeader>
      <Container className="grid gap-10 py-10">
        <section
          aria-labelledby="feature-form-title"
          className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
        >
          <h2 id="feature-form-title" className="text-lg font-bold text-slate-900">
            {t('formTitle')}
          </h2>
          <FeatureAdForm />
        </section>
        <section aria-labelledby="featured-list-title" className="grid gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="featured-list-title" className="text-xl font-bold text-slate-900">
              {t('listTitle')}
            </h2>
            {total > ads.length && (
              <p className="text-sm text-slate-600">
                {t('shown', { shown: formatCount(ads.length, locale), total: formatCount(total, locale) })}
              </p>
            )}
          </div>
          {ads.length === 0 ? (
            <p className="text-slate-600">{t('empty')}</p>
          ) : (
            <ul
              className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
              data-testid="featured-ads"
            >
              {ads.map((ad) => (
                <li key={ad.id}>
                  <AdCard ad={ad} action={<UnfeatureButton adId={ad.id} title={adTitle(ad, locale).text} />} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </Container>
    </FeatureMessages>
  );
}
