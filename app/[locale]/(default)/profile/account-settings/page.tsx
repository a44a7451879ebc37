import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountSettings, Section } from '@/components/account-settings/account-settings';
import { OfficeAccount } from '@/components/account-settings/office-account';
import { PageHeader } from '@/components/content/page-header';
import { DataDownload } from '@/components/profile/data-download';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import { pageSession } from '@/server/services/auth/page-session';
import { readNotificationSettings } from '@/server/services/notifications/notification-settings';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'accountSettings' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** Spec §2 `/profile/account-settings`: the member's settings, read on the server and changed in place. */
export default async function AccountSettingsPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const session = await pageSession(await cookies());
  // The profile layout shows its session gate (or redirects) when there is no signed-in member.
  if (session.state !== 'signed-in') return null;
  const [t, tData, settings] = await Promise.all([
    getTranslations('accountSettings'),
    getTranslations('dataDownload'),
    readNotificationSettings(session.member),
  ]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Container className="py-10 md:py-14">
        <FeatureMessages namespaces={['accountSettings', 'officeFields', 'dataDownload']}>
          <div className="grid gap-6">
            <AccountSettings memberId={session.member.id} email={session.member.email} initial={settings} />
            <OfficeAccount
              accountType={session.member.accountType}
              brokerType={session.member.brokerType}
              licenceStatus={session.member.licenceStatus}
            />
            <Section id="data-copy-heading" title={tData('title')} hint={tData('hint')}>
              <DataDownload />
            </Section>
          </div>
        </FeatureMessages>
      </Container>
    </>
  );
}
