import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/search-params';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { Pagination } from '@/components/ads/pagination';
import { statusKeys } from '@/components/my-ads/ad-status';
import { AdCreditsPanel } from '@/components/my-ads/ad-credits-panel';
import { MyAdCard } from '@/components/my-ads/my-ad-card';
import { MyAdsEmpty } from '@/components/my-ads/my-ads-empty';
import { myAdsFilter, myAdsHref } from '@/components/my-ads/my-ads-href';
import { StatusTabs } from '@/components/my-ads/status-tabs';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { adStatus } from '@/lib/constants';
import { toLocale } from '@/lib/i18n/config';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { ownerAvailabilityStates } from '@/server/services/ad-availability/availability';
import { listMyAds } from '@/server/services/ads/my-ads';
import { adCreditsSummary } from '@/server/services/payments/ad-credits';
import { ownerId } from './_data/owner-session';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'myAds' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The member's own ads by status, read on the server: the owner's actions refresh this page after each change. */
export default async function MyAdsPage({ params, searchParams }: Props) {
  setRequestLocale(toLocale((await params).locale));
  const memberId = await ownerId();
  if (memberId === undefined) return null;
  const filter = myAdsFilter(await searchParams);
  const [t, result, credits, offLists] = await Promise.all([
    getTranslations('myAds'),
    listMyAds(memberId, filter),
    adCreditsSummary(memberId),
    ownerAvailabilityStates(memberId),
  ]);
  const offListsOf = new Map(offLists.map(({ adId, ...state }) => [adId, state]));
  const totalPages = Math.ceil(result.totalItems / result.pageSize);
  const emptyStatus =
    filter.statusId === undefined || filter.statusId === adStatus.approved
      ? undefined
      : t(`status.${statusKeys[filter.statusId]}`);

  return (
    <>
      <PageHeader title={t('title')} description={t('description')}>
        <Link href="/ad/create" className={buttonClass('primary', 'md', 'mt-6')}>
          {t('empty.create')}
        </Link>
      </PageHeader>
      <Container className="grid gap-6 py-10 md:py-14">
        <AdCreditsPanel summary={credits} />
        <StatusTabs current={filter.statusId} counts={result.counts} />
        {result.data.length === 0 ? (
          <MyAdsEmpty statusLabel={emptyStatus} />
        ) : (
          <FeatureMessages namespaces={['myAds.availability']}>
            <ul className="grid gap-4" data-testid="my-ads-list">
              {result.data.map((ad) => (
                <li key={ad.id}>
                  <MyAdCard ad={ad} offLists={offListsOf.get(ad.id)} />
                </li>
              ))}
            </ul>
          </FeatureMessages>
        )}
        <Pagination
          currentPage={result.currentPage}
          totalPages={totalPages}
          hrefFor={(page) => myAdsHref(filter.statusId, page)}
        />
      </Container>
    </>
  );
}
