import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DeletionRequest } from '@/components/profile/deletion-request';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { PageHeader } from '@/components/content/page-header';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import { isDemo } from '@/server/config';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'accountDeletion' });
  return { title: t('requestTitle'), robots: { index: false } };
}

/** Public page; the browser's session decides what it shows (the request needs a signed-in member). */
export default async function AccountDeletionRequestPage({ params }: Props) {
  setRequestLocale(toLocale((await params).locale));
  const t = await getTranslations('accountDeletion');
  return (
    <>
      <PageHeader title={t('requestTitle')} description={t('requestDescription')} />
      <Container className="py-10 md:py-14">
        <div className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6">
          <FeatureMessages namespaces={['accountDeletion', 'dataDownload', 'profile', 'login']}>
            <DeletionRequest demo={isDemo()} />
          </FeatureMessages>
        </div>
      </Container>
    </>
  );
}
