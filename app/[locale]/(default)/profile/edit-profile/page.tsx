import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { EditProfile } from '@/components/profile/edit-profile';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import { isDemo } from '@/server/config';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'profile' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function EditProfilePage({ params }: Props) {
  setRequestLocale(toLocale((await params).locale));
  const t = await getTranslations('profile');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Container className="py-10 md:py-14">
        <EditProfile demo={isDemo()} />
      </Container>
    </>
  );
}
