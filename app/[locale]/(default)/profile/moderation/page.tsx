import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { DeskItemCard } from '@/components/moderation/desk-item';
import { TakeDownForm } from '@/components/moderation/moderation-actions';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { formatCount } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { pageSession } from '@/server/services/auth/page-session';
import { moderationQueue } from '@/server/services/moderation/reviews';
import { hasRole } from '@/server/services/offices/roles';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'moderation' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

const HOUR_MS = 3_600_000;

/**
 * The operator's moderation desk (issue 29): its health, the ads the automated checks held (the oldest first) with
 * what the checks found, and taking a live ad down. Checked here and again by every API call it makes.
 */
export default async function ModerationPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const session = await pageSession(await cookies());
  if (session.state !== 'signed-in') return null;
  const t = await getTranslations('moderation');
  if (!(await hasRole(session.member.id, 'operator')))
    return <StaffOnlyMessage title={t('title')} message={t('forbidden')} />;
  const now = new Date();
  const { health, items, reasons } = await moderationQueue(now);
  const options = reasons.map((reason) => ({
    value: reason.code,
    label: locale === 'en' ? reason.labelEn : reason.labelAr,
  }));
  const hours = (value: number) => t('health.hours', { hours: formatCount(Math.round(value * 10) / 10, locale) });
  const oldest = health.oldestQueuedAt ? (now.getTime() - Date.parse(health.oldestQueuedAt)) / HOUR_MS : undefined;
  const stats = [
    { label: t('health.waiting'), value: formatCount(health.waiting, locale), id: 'waiting' },
    { label: t('health.oldest'), value: oldest === undefined ? t('health.none') : hours(oldest), id: 'oldest' },
    {
      label: t('health.median'),
      value: health.medianDecisionHours7d == null ? t('health.none') : hours(health.medianDecisionHours7d),
      note: t('health.decisions', { count: health.decisions7d }),
      id: 'median',
    },
  ];
  return (
    <FeatureMessages namespaces={['moderation']}>
      <PageHeader title={t('title')} description={t('description')}>
        <Link href="/profile/licence-reviews" className={buttonClass('secondary', 'md', 'mt-6')}>
          {t('licenceReviews')}
        </Link>
      </PageHeader>
      <Container className="grid gap-8 py-8 md:py-10">
        <section aria-labelledby="desk-health-title" className="grid gap-3">
          <h2 id="desk-health-title" className="text-lg font-bold text-slate-900">
            {t('health.title')}
          </h2>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="desk-health">
            {stats.map((stat) => (
              <div
                key={stat.id}
                className="rounded-2xl bg-white p-4 ring-1 ring-slate-200"
                data-testid={`health-${stat.id}`}
              >
                <dt className="text-sm text-slate-600">{stat.label}</dt>
                <dd className="text-2xl font-bold text-brand-900">{stat.value}</dd>
                {stat.note && <dd className="text-xs text-slate-500">{stat.note}</dd>}
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="desk-queue-title" className="grid gap-4">
          <h2 id="desk-queue-title" className="text-lg font-bold text-slate-900">
            {t('queueTitle')}
          </h2>
          {items.length === 0 ? (
            <p className="text-slate-600">{t('empty')}</p>
          ) : (
            <ol className="grid gap-4" data-testid="moderation-queue">
              {items.map((item) => (
                <li key={item.reviewId}>
                  <DeskItemCard item={item} reasons={options} />
                </li>
              ))}
            </ol>
          )}
        </section>
        <section
          aria-labelledby="take-down-title"
          className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
        >
          <h2 id="take-down-title" className="text-lg font-bold text-slate-900">
            {t('takeDown.title')}
          </h2>
          <TakeDownForm reasons={options} />
        </section>
      </Container>
    </FeatureMessages>
  );
}
