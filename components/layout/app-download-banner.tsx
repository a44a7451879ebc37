import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { hasStoreLinks, StoreBadges, type StoreLinks } from '@/components/ui/store-badges';
import { LogoMark } from './logo';

export async function AppDownloadBanner({ stores }: { stores: StoreLinks }) {
  if (!hasStoreLinks(stores)) return null;
  const t = await getTranslations('appBanner');
  return (
    <section aria-labelledby="app-banner-title" className="bg-sand-100">
      <Container className="flex flex-col items-start gap-4 py-8 md:flex-row md:items-center md:justify-between md:gap-6 md:py-10">
        <div className="flex items-start gap-4">
          <LogoMark className="size-14 shrink-0 drop-shadow-sm" />
          <div>
            <h2 id="app-banner-title" className="text-xl font-bold text-brand-900 md:text-2xl">
              {t('title')}
            </h2>
            <p className="mt-1 max-w-xl text-slate-700">{t('description')}</p>
          </div>
        </div>
        <StoreBadges stores={stores} />
      </Container>
    </section>
  );
}
