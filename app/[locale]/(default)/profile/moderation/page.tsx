import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { BackOfficeLink } from '@/components/staff/back-office-link';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { DeskHealthStats } from '@/components/moderation/desk-health';
import { DeskItemCard } from '@/components/moderation/desk-item';
import { DeskPager, DeskTabs, deskHref, type DeskView } from '@/components/moderation/desk-nav';
import { TakeDownForm } from '@/components/moderation/moderation-actions';
import { ReportedItemCard } from '@/components/moderation/reported-item';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import { deskQuerySchema, type DeskQuery } from '@/lib/schemas/moderation';
import { staffPageAccess } from '@/server/services/auth/staff-page';
import { deskHealth, queuePage, reportedAds } from '@/server/services/moderation/desk';
import { rejectionReasonsNow } from '@/server/services/moderation/settings';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'moderation' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The page's address: which list, where its page starts, or the one ad it is focused on; anything else is ignored. */
function deskAddress(search: Record<string, string | string[] | undefined>): { view: DeskView; query: DeskQuery } {
  const view: DeskView = search.view === 'reported' ? 'reported' : 'queue';
  const one = (key: 'after' | 'ad') => (typeof search[key] === 'string' ? { [key]: search[key] } : {});
  const parsed = deskQuerySchema.safeParse({ ...one('after'), ...one('ad') });
  return { view, query: parsed.success ? parsed.data : {} };
}

/**
 * The operator's moderation desk (issue 29): its health; the ads the automated checks held (the oldest first) with
 * what the checks found, or the live ads with open reports; a page at a time, with a plain link to the next (no
 * script needed), or focused on one ad (`?ad=`, where a notification or a link points); taking a live ad down.
 * Checked here and again by every API call it makes.
 */
export default async function ModerationPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('moderation');
  const access = await staffPageAccess('moderator');
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden') return <StaffOnlyMessage title={t('title')} message={t('forbidden')} />;
  const now = new Date();
  const { view, query } = deskAddress(await searchParams);
  const focus = query.ad;
  const [health, reasons, queue, reported] = await Promise.all([
    deskHealth(now),
    rejectionReasonsNow(),
    view === 'queue' || focus ? queuePage(query, now) : undefined,
    view === 'reported' || focus ? reportedAds(query, now) : undefined,
  ]);
  const options = reasons.map((reason) => ({
    value: reason.code,
    label: locale === 'en' ? reason.labelEn : reason.labelAr,
  }));
  const found = (queue?.items.length ?? 0) + (reported?.items.length ?? 0);
  const next = focus ? null : view === 'queue' ? queue?.next : reported?.next;
  return (
    <FeatureMessages namespaces={['moderation']}>
      <PageHeader title={t('title')} description={t('description')}>
        <BackOfficeLink />
      </PageHeader>
      <Container className="grid gap-8 py-8 md:py-10">
        <DeskHealthStats health={health} now={now} />
        <section aria-labelledby="desk-list-title" className="grid gap-4">
          <h2 id="desk-list-title" className="sr-only">
            {focus ? t('focus.title', { id: String(focus) }) : t(view === 'queue' ? 'queueTitle' : 'reported.title')}
          </h2>
          {focus ? (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700" data-testid="desk-focus">
              <span>{t('focus.showing', { id: String(focus) })}</span>
              <Link href={deskHref('queue')} className="font-semibold text-brand-700 underline underline-offset-4">
                {t('focus.all')}
              </Link>
            </p>
          ) : (
            <DeskTabs view={view} waiting={health.waiting} reported={health.reportedLive} />
          )}
          {found === 0 ? (
            <p className="text-slate-600" data-testid="desk-empty">
              {focus ? t('focus.none', { id: String(focus) }) : t(view === 'queue' ? 'empty' : 'reported.empty')}
            </p>
          ) : (
            <ol className="grid gap-4" data-testid="moderation-queue">
              {queue?.items.map((item) => (
                <li key={`q${item.reviewId}`}>
                  <DeskItemCard item={item} reasons={options} />
                </li>
              ))}
              {reported?.items.map((item) => (
                <li key={`r${item.ad.id}`}>
                  <ReportedItemCard item={item} reasons={options} />
                </li>
              ))}
            </ol>
          )}
          {!focus && <DeskPager view={view} next={next ?? null} paged={Boolean(query.after)} />}
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
