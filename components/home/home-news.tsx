import { getTranslations } from 'next-intl/server';
import type { NewsCard as NewsCardData } from '@/lib/schemas/news';
import { NewsCard } from '@/components/news/news-card';
import { Container } from '@/components/ui/container';
import { CardRow } from './card-row';
import { SectionHeader } from './section-header';

export async function HomeNews({ news }: { news: NewsCardData[] }) {
  const t = await getTranslations('home.sections.news');
  return (
    <section aria-labelledby="home-news" className="py-6 md:py-12" data-testid="home-news">
      <Container>
        <SectionHeader id="home-news" title={t('title')} subtitle={t('subtitle')} href="/news" linkLabel={t('all')} />
        {news.length === 0 ? (
          <p className="text-slate-600">{t('empty')}</p>
        ) : (
          <CardRow
            items={news}
            keyOf={(article) => article.slug}
            gridClassName="md:grid-cols-2 md:gap-5 lg:grid-cols-4"
          >
            {(article) => <NewsCard article={article} heading="h3" />}
          </CardRow>
        )}
      </Container>
    </section>
  );
}
