import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { contentTabs, SiteContentDesk, type ContentTab } from './_components/site-content-desk';
import { BackOfficeLink } from '@/components/staff/back-office-link';
import { TabLinks } from '@/components/ui/tab-links';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { staffPageAccess } from '@/server/services/auth/staff-page';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'contentDesk' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The content desk (issue 30 §2): FAQs, content pages, banners and each screen's SEO configuration. */
export default async function SiteContentPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('contentDesk');
  const access = await staffPageAccess('content');
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden') return <StaffOnlyMessage title={t('title')} message={t('forbidden')} />;
  const query = await searchParams;
  const asked = firstParam(query.tab);
  const tab: ContentTab = contentTabs.find((candidate) => candidate === asked) ?? 'faqs';
  return (
    <>
      <PageHeader title={t('title')} description={t('description')}>
        <BackOfficeLink />
      </PageHeader>
      <Container className="grid gap-6 py-10">
        <TabLinks
          label={t('tabsLabel')}
          testIdPrefix="content-tab"
          tabs={contentTabs.map((key) => ({
            key,
            label: t(`tabs.${key}`),
            href: `/profile/site-content?tab=${key}`,
            active: key === tab,
          }))}
        />
        <FeatureMessages namespaces={['contentDesk', 'general']}>
          <SiteContentDesk tab={tab} edit={firstParam(query.edit)} locale={locale} />
        </FeatureMessages>
      </Container>
    </>
  );
}
