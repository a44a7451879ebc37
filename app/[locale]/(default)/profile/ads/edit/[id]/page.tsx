import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AdForm } from '@/components/ad-form/ad-form';
import { PageHeader } from '@/components/content/page-header';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import { loadAdFormOptions } from '../../_data/ad-form-options';
import { ownedAdOrNotFound } from '../../_data/owned-ad';
import { ownerId } from '../../_data/owner-session';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'myAds' });
  return { title: t('edit.metaTitle'), robots: { index: false, follow: false } };
}

/** The ad form prefilled with the member's own ad; saving returns to the owner's page of the ad. */
export default async function EditMyAdPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(toLocale(locale));
  const memberId = await ownerId();
  if (memberId === undefined) return null;
  const [ad, options, t] = await Promise.all([
    ownedAdOrNotFound(id, memberId),
    loadAdFormOptions(),
    getTranslations('myAds'),
  ]);

  return (
    <>
      <PageHeader title={t('edit.title')} description={ad.title} />
      <Container className="py-8 md:py-12">
        <div className="mx-auto max-w-4xl">
          <AdForm mode="edit" ad={ad} options={options} />
        </div>
      </Container>
    </>
  );
}
