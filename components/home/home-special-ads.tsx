import { getTranslations } from 'next-intl/server';
import type { AdCard as AdCardData } from '@/lib/schemas/ads';
import { AdCard } from '@/components/ads/ad-card';
import { Container } from '@/components/ui/container';
import { SectionHeader } from './section-header';

export async function HomeSpecialAds({ ads }: { ads: AdCardData[] }) {
  const t = await getTranslations('home.sections.ads');
  return (
    <section aria-labelledby="home-ads" className="bg-white py-12" data-testid="home-special-ads">
      <Container>
        <SectionHeader id="home-ads" title={t('title')} subtitle={t('subtitle')} href="/ads/sale" linkLabel={t('all')} />
        {ads.length === 0 ? (
          <p className="text-slate-600">{t('empty')}</p>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {ads.map((ad) => (
              <li key={ad.id}>
                <AdCard ad={ad} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
