import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { NewsletterHistory } from '@/components/newsletter-desk/newsletter-history';
import { NewsletterIssueForm } from '@/components/newsletter-desk/newsletter-issue-form';
import { NewsletterPreview } from '@/components/newsletter-desk/newsletter-preview';
import { NewsletterProgress } from '@/components/newsletter-desk/newsletter-progress';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { BackOfficeLink } from '@/components/staff/back-office-link';
import { Container } from '@/components/ui/container';
import { formatDate, formatDateTime } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { staffPageAccess } from '@/server/services/auth/staff-page';
import { currentIssueView } from '@/server/services/newsletter/issues';
import { recentIssues } from '@/server/services/newsletter/reach';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'newsletterDesk' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * The content desk's weekly newsletter (issue 30 §7): the coming issue in both languages, its note, its sending, and
 * the latest issues with their opens.
 */
export default async function NewsletterDeskPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('newsletterDesk');
  const access = await staffPageAccess('content');
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden') return <StaffOnlyMessage title={t('title')} message={t('forbidden')} />;
  const issue = await currentIssueView();
  // After the coming issue, which its first read creates: the list then has it too.
  const recent = await recentIssues();
  const unsent = issue.state === 'draft' || issue.state === 'scheduled';
  return (
    <>
      <PageHeader title={t('title')} description={t('description')}>
        <BackOfficeLink />
      </PageHeader>
      <Container className="grid gap-8 py-10">
        <section aria-labelledby="newsletter-issue" className="grid gap-2">
          <h2 id="newsletter-issue" className="text-lg font-bold text-brand-900">
            {t('issueOf', { date: formatDate(issue.weekOf, locale) })}
          </h2>
          <p className="flex flex-wrap gap-2 text-sm text-slate-800" data-testid="newsletter-state">
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold text-slate-800">
              {t(`states.${issue.state}`)}
            </span>
            {issue.scheduledFor && (
              <span>{t('scheduledFor', { date: formatDateTime(issue.scheduledFor, locale) })}</span>
            )}
            {issue.sentAt && <span>{t('sentAt', { date: formatDateTime(issue.sentAt, locale) })}</span>}
          </p>
        </section>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          {unsent ? (
            <FeatureMessages namespaces={['newsletterDesk', 'general']}>
              <NewsletterIssueForm
                id={issue.id}
                noteAr={issue.noteAr}
                noteEn={issue.noteEn}
                state={issue.state as 'draft' | 'scheduled'}
              />
            </FeatureMessages>
          ) : (
            <FeatureMessages namespaces={['newsletterDesk']}>
              <NewsletterProgress issue={issue} locale={locale} />
            </FeatureMessages>
          )}
          <NewsletterPreview issue={issue} locale={locale} />
        </div>
        <NewsletterHistory issues={recent} locale={locale} />
      </Container>
    </>
  );
}
