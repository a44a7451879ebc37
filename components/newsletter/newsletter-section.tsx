import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { MailIcon } from '@/components/ui/icons';
import { NewsletterForm } from './newsletter-form';

/** A full-width newsletter call to action for content pages (the footer carries a compact one). */
export async function NewsletterSection({ title, description }: { title?: string; description?: string }) {
  const t = await getTranslations('home.newsletter');
  return (
    <section aria-labelledby="newsletter-title" className="py-12">
      <Container>
        <div className="grid gap-6 rounded-3xl bg-brand-50 p-6 md:grid-cols-2 md:items-center md:p-10">
          <div className="flex items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-600 text-white">
              <MailIcon className="size-6" />
            </span>
            <div>
              <h2 id="newsletter-title" className="text-2xl font-bold text-brand-900">
                {title ?? t('title')}
              </h2>
              <p className="mt-1 text-slate-700">{description ?? t('description')}</p>
            </div>
          </div>
          <NewsletterForm />
        </div>
      </Container>
    </section>
  );
}
