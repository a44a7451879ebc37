import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { ContactDetails } from '@/components/contact/contact-details';
import { ContactForm } from '@/components/contact/contact-form';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import { ScreenJsonLd } from '../_components/screen-json-ld';
import { contentPageMetadata } from '../_data/page-metadata';

export const generateMetadata = contentPageMetadata('contact-us', 'contact', '/contact-us');

export default async function ContactUsPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('contact');
  return (
    <>
      <ScreenJsonLd screen="contact-us" locale={locale} />
      <PageHeader title={t('title')} description={t('description')} />
      <Container className="grid gap-8 py-10 md:py-14 lg:grid-cols-3">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 lg:col-span-2"
        >
          <h2 id="contact-form-title" className="mb-5 text-lg font-bold">
            {t('formTitle')}
          </h2>
          <FeatureMessages namespaces={['contact']}>
            <ContactForm />
          </FeatureMessages>
        </section>
        <ContactDetails />
      </Container>
    </>
  );
}
