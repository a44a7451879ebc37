import { getTranslations } from 'next-intl/server';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatCount, formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import type { NewsletterIssueSummary } from '@/lib/schemas/newsletter';
import { openRate } from './open-rate';

const countColumns = ['recipients', 'sent', 'failed', 'opened', 'openRate'] as const;

/** The latest issues, newest first: each one's week and state, and for one sent or sending, its reach. */
export async function NewsletterHistory({ issues, locale }: { issues: NewsletterIssueSummary[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'newsletterDesk' });
  const cell = 'px-3 py-2.5 text-end tabular-nums';
  return (
    <section aria-labelledby="newsletter-history" className="grid gap-3">
      <h2 id="newsletter-history" className="text-lg font-bold text-brand-900">
        {t('recentHeading')}
      </h2>
      {issues.length === 0 ? (
        <p className="text-sm text-slate-700">{t('recentEmpty')}</p>
      ) : (
        <ScrollRegion labelledBy="newsletter-history-caption">
          <table className="w-full min-w-[44rem] text-sm" data-testid="newsletter-history">
            <caption id="newsletter-history-caption" className="sr-only">
              {t('recentCaption')}
            </caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-3 text-start font-medium">
                  {t('columns.week')}
                </th>
                <th scope="col" className="px-3 py-3 text-start font-medium">
                  {t('columns.state')}
                </th>
                {countColumns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-3 text-end font-medium">
                    {t(`columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {issues.map((issue) => (
                <tr key={issue.id} data-testid={`newsletter-history-${issue.weekOf}`}>
                  <th scope="row" className="px-3 py-2.5 text-start font-medium text-slate-900">
                    {formatDate(issue.weekOf, locale)}
                  </th>
                  <td className="px-3 py-2.5 text-slate-800">{t(`states.${issue.state}`)}</td>
                  {issue.state === 'draft' || issue.state === 'scheduled' ? (
                    <td colSpan={countColumns.length} className="px-3 py-2.5 text-end text-slate-600">
                      {t('notSent')}
                    </td>
                  ) : (
                    <>
                      <td className={cell}>{formatCount(issue.recipients, locale)}</td>
                      <td className={cell}>{formatCount(issue.progress.sent, locale)}</td>
                      <td className={cell}>{formatCount(issue.progress.failed, locale)}</td>
                      <td className={cell} data-testid="newsletter-history-opened">
                        {formatCount(issue.opened, locale)}
                      </td>
                      <td className={cell}>{openRate(issue.opened, issue.progress.sent, locale)}</td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <p className="text-sm text-slate-700">{t('openedNote')}</p>
    </section>
  );
}
