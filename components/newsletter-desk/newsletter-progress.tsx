import { getTranslations } from 'next-intl/server';
import { formatCount } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { newsletterDeliveryStates } from '@/lib/schemas/newsletter';
import type { NewsletterIssue } from '@/lib/schemas/newsletter';
import { RefreshButton } from './refresh-button';

/** A sending or sent issue: its recipients and their deliveries by state. */
export async function NewsletterProgress({ issue, locale }: { issue: NewsletterIssue; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'newsletterDesk' });
  return (
    <section
      aria-labelledby="newsletter-progress"
      className="grid content-start gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="newsletter-progress" className="text-lg font-bold text-brand-900">
        {t('progressHeading')}
      </h2>
      <p className="text-sm text-slate-800">{t('recipients', { count: issue.recipients })}</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="newsletter-progress">
        {newsletterDeliveryStates.map((state) => (
          <div key={state} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-700">{t(`progress.${state}`)}</dt>
            <dd className="text-xl font-bold text-slate-900" data-testid={`newsletter-progress-${state}`}>
              {formatCount(issue.progress[state], locale)}
            </dd>
          </div>
        ))}
      </dl>
      {issue.state === 'sending' && (
        <div>
          <RefreshButton />
        </div>
      )}
    </section>
  );
}
