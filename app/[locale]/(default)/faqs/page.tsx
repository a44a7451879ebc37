import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { faqPageSchema, groupFaqs } from '@/components/faqs/faq-groups';
import { FaqList } from '@/components/faqs/faq-list';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import { cachedFaqs } from '@/server/services/site-content/cached-content';
import { ScreenJsonLd } from '../_components/screen-json-ld';
import { contentPageMetadata } from '../_data/page-metadata';

export const generateMetadata = contentPageMetadata('faqs', 'faqs', '/faqs');

export default async function FaqsPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [rows, t] = await Promise.all([cachedFaqs(), getTranslations('faqs')]);
  const groups = groupFaqs(rows, locale);
  return (
    <>
      <ScreenJsonLd screen="faqs" locale={locale} page={groups.length > 0 ? faqPageSchema(groups) : null} />
      <PageHeader title={t('title')} description={t('description')}>
        <Link href="/contact-us" className={buttonClass('secondary', 'md', 'mt-6')}>
          {t('contactCta')}
        </Link>
      </PageHeader>
      <Container className="py-10 md:py-14">
        <div className="max-w-4xl">
          <FaqList groups={groups} />
        </div>
      </Container>
    </>
  );
}
