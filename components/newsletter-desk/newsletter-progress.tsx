import { getTranslations } from 'next-intl/server';
import { formatCount } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { newsletterDeliveryStates } from '@/lib/schemas/newsletter';
import type { NewsletterIssue } from '@/lib/schemas/newsletter';
import { openRate } from './open-rate';
import { RefreshButton } from './refresh-button';

/** A sending or sent issue: its recipients, their deliveries by state, and how many were opened. */
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
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="newsletter-progress">
        {[
          ...newsletterDeliveryStates.map((state) => ({
            key: state,
            label: t(`progress.${state}`),
            value: formatCount(issue.progress[state], locale),
          })),
          { key: 'opened', label: t('opened'), value: formatCount(issue.opened, locale) },
          { key: 'open-rate', label: t('openRate'), value: openRate(issue.opened, issue.progress.sent, locale) },
        ].map(({ key, label, value }) => (
          <div key={key} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-xl font-bold text-slate-900" data-testid={`newsletter-progress-${key}`}>
              {value}
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
