import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import { seoMetadata } from '@/server/services/seo-metadata';
import { loadContentBlock } from '../_data/content-block';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'accountDeletion' });
  return seoMetadata('account-deletion', locale, {
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: '/account-deletion',
  });
}

/** The deletion policy (an editable content block) and the way to the request. */
export default async function AccountDeletionPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [block, t] = await Promise.all([
    loadContentBlock('account-deletion', locale),
    getTranslations('accountDeletion'),
  ]);
  if (!block) notFound();
  return (
    <>
      <ContentPage block={block} description={t('metaDescription')} />
      <Container className="pb-14">
        <Link href="/account-deletion/request" className={buttonClass('primary', 'lg')}>
          {t('requestButton')}
        </Link>
      </Container>
    </>
  );
}
