import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { AdCreditsPanel } from '@/components/my-ads/ad-credits-panel';
import { OwnerAdMedia } from '@/components/my-ads/owner-ad-media';
import { OwnerAdSummary } from '@/components/my-ads/owner-ad-summary';
import { StatusPanel } from '@/components/my-ads/status-panel';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { Container } from '@/components/ui/container';
import { ArrowEndIcon } from '@/components/ui/icons';
import { toLocale } from '@/lib/i18n/config';
import { VerificationPanel } from '@/components/ad-verifications/verification-panel';
import { config } from '@/server/config';
import { isOwnerAdvertiser, verificationStateOf } from '@/server/services/ads/ad-verifications';
import { adCreditsSummary } from '@/server/services/payments/ad-credits';
import { ownedAdOrNotFound } from '../_data/owned-ad';
import { ownerId } from '../_data/owner-session';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'myAds' });
  return { title: t('detail.metaTitle'), robots: { index: false, follow: false } };
}

/** The owner's view of one ad in any status: where it stands and what to do next, every field, its media. */
export default async function MyAdPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(toLocale(locale));
  const memberId = await ownerId();
  if (memberId === undefined) return null;
  const [ad, t, credits, ownerAdvertiser] = await Promise.all([
    ownedAdOrNotFound(id, memberId),
    getTranslations('myAds'),
    adCreditsSummary(memberId),
    isOwnerAdvertiser(memberId),
  ]);
  const verification = await verificationStateOf(memberId, ad.id);

  return (
    <>
      <PageHeader title={ad.title} eyebrow={t('title')} />
      <Container className="py-8 md:py-12">
        <Link
          href="/profile/ads"
          className={cn(
            'mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline',
            focusRing,
          )}
        >
          <ArrowEndIcon className="size-4 rotate-180" />
          {t('detail.back')}
        </Link>
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="grid gap-6 lg:col-span-2">
            <StatusPanel ad={ad} />
            <AdCreditsPanel summary={credits} />
            <VerificationPanel
              adId={ad.id}
              live={ad.status === 1 && !ad.isExpired}
              unitNumber={ad.unitNumber ?? null}
              needsDocument={ownerAdvertiser}
              lapseDays={config().VERIFIED_BADGE_LAPSE_DAYS}
              state={verification}
            />
            <OwnerAdMedia adId={ad.id} media={ad.media} />
            <section
              aria-labelledby="description-title"
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <h2 id="description-title" className="mb-3 text-lg font-semibold text-slate-900">
                {t('detail.description')}
              </h2>
              <p dir="auto" className="leading-8 whitespace-pre-line text-slate-700">
                {ad.description || t('detail.noDescription')}
              </p>
            </section>
          </div>
          <OwnerAdSummary ad={ad} />
        </div>
      </Container>
    </>
  );
}
