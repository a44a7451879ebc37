import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { BackOfficeLink } from '@/components/staff/back-office-link';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { phoneInput, SelectField, TextField } from '@/components/ui/field';
import { formatDateTime } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { auditEntityTypes, auditLogQuerySchema, type AuditEntry } from '@/lib/schemas/staff';
import { validParams, type SearchParams } from '@/lib/search-params';
import { staffPageAccess } from '@/server/services/auth/staff-page';
import { searchAuditLog } from '@/server/services/staff/audit-log';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'staff.auditLog' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** Where an entry's subject is seen, where there is a page for it. */
function entityHref(entry: AuditEntry): string | undefined {
  if (entry.entityType === 'ad') return `/profile/moderation?ad=${entry.entityId}`;
  if (entry.entityType === 'office') return `/offices/${entry.entityId}`;
  if (entry.entityType === 'member') return `/profile/member-support/${entry.entityId}`;
  return undefined;
}

/** The same search, from the entry after `next` on. */
function nextPageQuery(filters: Record<string, string | number | undefined>, next: number): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) search.set(key, String(value));
  search.set('before', String(next));
  return search;
}

const changeText = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : '—');

/**
 * The administrator's search of the staff audit log (issue 30 §1): a plain GET form (no script needed), newest first,
 * 50 a page with a link to the next; what changed is shown as the values before and after.
 */
export default async function AuditLogPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('staff');
  const access = await staffPageAccess('admin');
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden')
    return <StaffOnlyMessage title={t('auditLog.title')} message={t('auditLog.forbidden')} />;
  const query = validParams(auditLogQuerySchema.shape, await searchParams);
  const page = await searchAuditLog(query);
  const filters = { ...query, before: undefined };
  const nextHref = page.next ? `?${nextPageQuery(filters, page.next)}` : undefined;
  return (
    <>
      <PageHeader title={t('auditLog.title')} description={t('auditLog.description')}>
        <BackOfficeLink />
      </PageHeader>
      <Container className="grid gap-6 py-8 md:py-10">
        <form
          method="get"
          role="search"
          aria-label={t('auditLog.searchLabel')}
          className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 sm:p-5 lg:grid-cols-3"
        >
          <TextField
            name="action"
            label={t('auditLog.action')}
            hint={t('auditLog.actionHint')}
            defaultValue={filters.action}
            dir="ltr"
          />
          <SelectField
            name="entityType"
            label={t('auditLog.entityType')}
            placeholder={t('auditLog.any')}
            options={auditEntityTypes.map((type) => ({ value: type, label: t(`auditLog.entityTypes.${type}`) }))}
            defaultValue={filters.entityType ?? ''}
          />
          <TextField
            name="entityId"
            label={t('auditLog.entityId')}
            defaultValue={filters.entityId}
            inputMode="numeric"
            dir="ltr"
          />
          <TextField name="actor" label={t('auditLog.actor')} defaultValue={filters.actor} {...phoneInput} />
          <TextField name="from" type="date" label={t('auditLog.from')} defaultValue={filters.from} />
          <TextField name="to" type="date" label={t('auditLog.to')} defaultValue={filters.to} />
          <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
            <button type="submit" className={buttonClass('primary', 'md')}>
              {t('auditLog.search')}
            </button>
            <Link href="/profile/back-office/audit-log" className={buttonClass('secondary', 'md')}>
              {t('auditLog.clear')}
            </Link>
          </div>
        </form>
        {page.items.length === 0 ? (
          <p className="text-slate-600" data-testid="audit-empty">
            {t('auditLog.empty')}
          </p>
        ) : (
          <ol className="grid gap-3" data-testid="audit-log">
            {page.items.map((entry) => {
              const href = entityHref(entry);
              const subject = `${t(`auditLog.entityTypes.${entry.entityType as (typeof auditEntityTypes)[number]}`)} #${entry.entityId}`;
              return (
                <li
                  key={entry.id}
                  className="grid gap-2 rounded-2xl bg-white p-4 text-sm ring-1 ring-slate-200"
                  data-testid={`audit-${entry.id}`}
                >
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="font-mono font-semibold text-brand-900" dir="ltr">
                      {entry.action}
                    </span>
                    {href ? (
                      <Link href={href} className="font-medium text-brand-700 underline underline-offset-4">
                        {subject}
                      </Link>
                    ) : (
                      <span className="font-medium">{subject}</span>
                    )}
                    <time dateTime={entry.at} className="text-slate-600">
                      {formatDateTime(entry.at, locale)}
                    </time>
                  </p>
                  <p className="text-slate-700">
                    {t('auditLog.by', { name: entry.actor?.name ?? t('auditLog.commandLine') })}
                    {entry.reasonCode && ` · ${t('auditLog.reason', { code: entry.reasonCode })}`}
                  </p>
                  {entry.note && (
                    <p className="text-slate-700">
                      <bdi>{entry.note}</bdi>
                    </p>
                  )}
                  {(entry.before || entry.after) && (
                    <dl className="grid gap-1 sm:grid-cols-2">
                      <div>
                        <dt className="text-slate-600">{t('auditLog.before')}</dt>
                        <dd className="font-mono text-xs break-all" dir="ltr">
                          {changeText(entry.before)}
                        </dd>
                      </div>
                      <div>
                        <dt className="text-slate-600">{t('auditLog.after')}</dt>
                        <dd className="font-mono text-xs break-all" dir="ltr">
                          {changeText(entry.after)}
                        </dd>
                      </div>
                    </dl>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        {nextHref && (
          <Link
            href={nextHref}
            className={buttonClass('secondary', 'md', 'justify-self-start')}
            data-testid="audit-next"
          >
            {t('auditLog.next')}
          </Link>
        )}
      </Container>
    </>
  );
}
