import { getTranslations } from 'next-intl/server';
import type { AdCard as AdCardData } from '@/lib/schemas/ads';
import { AdCard } from '@/components/ads/ad-card';
import { Container } from '@/components/ui/container';
import { CardRow } from './card-row';
import { SectionHeader } from './section-header';

export async function HomeSpecialAds({ ads }: { ads: AdCardData[] }) {
  const t = await getTranslations('home.sections.ads');
  return (
    <section aria-labelledby="home-ads" className="bg-white py-6 md:py-12" data-testid="home-special-ads">
      <Container>
        <SectionHeader
          id="home-ads"
          title={t('title')}
          subtitle={t('subtitle')}
          href="/ads/sale"
          linkLabel={t('all')}
        />
        {ads.length === 0 ? (
          <p className="text-slate-600">{t('empty')}</p>
        ) : (
          <CardRow items={ads} keyOf={(ad) => ad.id} gridClassName="md:grid-cols-2 md:gap-5 lg:grid-cols-4">
            {(ad) => <AdCard ad={ad} />}
          </CardRow>
        )}
      </Container>
    </section>
  );
}
