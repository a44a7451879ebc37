import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/config';
import type { NewsletterIssue } from '@/lib/schemas/newsletter';

/**
 * Both languages' e-mails as subscribers will read them, each in a sandboxed frame (no scripts, no navigation from
 * inside): the subject above, the HTML part inside.
 */
export async function NewsletterPreview({ issue, locale }: { issue: NewsletterIssue; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'newsletterDesk' });
  const languages = [
    { key: 'ar', heading: t('previewAr'), email: issue.preview.ar },
    { key: 'en', heading: t('previewEn'), email: issue.preview.en },
  ] as const;
  return (
    <section aria-labelledby="newsletter-preview" className="grid content-start gap-4">
      <h2 id="newsletter-preview" className="text-lg font-bold text-brand-900">
        {t('previewHeading')}
      </h2>
      {languages.map(({ key, heading, email }) => (
        <div key={key} className="grid gap-2" data-testid={`newsletter-preview-${key}`}>
          <h3 className="font-semibold text-slate-900">{heading}</h3>
          <p className="text-sm text-slate-800" dir={key === 'ar' ? 'rtl' : 'ltr'} lang={key}>
            {t('subject', { subject: email.subject })}
          </p>
          <iframe
            title={t('previewFrame', { language: heading })}
            srcDoc={email.html}
            sandbox=""
            className="h-[28rem] w-full rounded-xl bg-white ring-1 ring-slate-200"
          />
        </div>
      ))}
    </section>
  );
}
