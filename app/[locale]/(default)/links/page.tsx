import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { UsefulLinks } from '@/components/content/useful-links';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import { contentPageMetadata } from '../_data/page-metadata';
import { storeLinks } from '../_data/store-links';

export const generateMetadata = contentPageMetadata('links', 'links', '/links');

export default async function LinksPage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale(toLocale((await params).locale));
  const t = await getTranslations('links');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Container className="py-10 md:py-14">
        <UsefulLinks stores={storeLinks()} />
      </Container>
    </>
  );
}
