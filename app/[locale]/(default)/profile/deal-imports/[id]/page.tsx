import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { ImportDecisionButtons } from '@/components/deal-imports/import-decision-buttons';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { Container } from '@/components/ui/container';
import { formatCount, formatDate, formatDateTime } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { idParamSchema } from '@/lib/schemas/common';
import { staffPageAccess } from '@/server/services/auth/staff-page';
import { findDealImport } from '@/server/services/deal-imports/deal-imports';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'dealImports' });
  return { title: t('detail.metaTitle'), robots: { index: false, follow: false } };
}

/** One deals file's dry run: what it holds, each refused row with its reason, and the commit. */
export default async function DealImportPage({ params }: Props) {
  const { locale: rawLocale, id: rawId } = await params;
  const locale = toLocale(rawLocale);
  setRequestLocale(locale);
  const t = await getTranslations('dealImports');
  const access = await staffPageAccess('market-data');
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden') return <StaffOnlyMessage title={t('title')} message={t('forbidden')} />;
  const id = idParamSchema.safeParse({ id: rawId });
  const found = id.success ? await findDealImport(id.data.id) : undefined;
  if (!found) notFound();
  const newRows = found.acceptedRows - found.duplicateRows;
  const count = (value: number) => formatCount(value, locale);
  const facts: [string, string][] = [
    [t('detail.file'), found.fileName || '—'],
    [t('detail.format'), found.format === 'xlsx' ? 'Excel (.xlsx)' : 'CSV'],
    [t('detail.checked'), `${formatDateTime(found.checkedAt, locale)} · ${found.checkedBy ?? '—'}`],
    [t('detail.rows'), count(found.totalRows)],
    [t('detail.accepted'), count(found.acceptedRows)],
    [t('detail.duplicates'), count(found.duplicateRows)],
    [t('detail.refused'), count(found.refusedRows)],
    ...(found.firstDay && found.lastDay
      ? [
          [t('detail.days'), `${formatDate(found.firstDay, locale)} – ${formatDate(found.lastDay, locale)}`] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  return (
    <>
      <PageHeader title={t('detail.title', { id: found.id })} description={t(`status.${found.status}`)}>
        <Link href="/profile/deal-imports" className="mt-4 inline-block text-sm font-medium text-brand-700 underline">
          {t('detail.back')}
        </Link>
      </PageHeader>
      <Container className="grid gap-8 py-10">
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="import-summary">
          {facts.map(([term, value]) => (
            <div key={term} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <dt className="text-sm text-slate-600">{term}</dt>
              <dd className="mt-1 text-lg font-bold break-words text-slate-900">
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
        {found.sameFileCommittedAt && (
          <p role="note" className="rounded-xl bg-amber-50 p-4 text-amber-900">
            {t('detail.sameFile', { at: formatDateTime(found.sameFileCommittedAt, locale) })}
          </p>
        )}
        {found.status === 'committed' ? (
          <p className="rounded-xl bg-emerald-50 p-4 text-emerald-900" data-testid="import-committed">
            {t('detail.committed', {
              count: found.addedRows ?? 0,
              shown: count(found.addedRows ?? 0),
              at: formatDateTime(found.committedAt!, locale),
              by: found.committedBy ?? '—',
            })}
          </p>
        ) : found.status === 'discarded' ? (
          <p className="rounded-xl bg-slate-100 p-4 text-slate-800" data-testid="import-discarded">
            {t('detail.discarded')}
          </p>
        ) : (
          <section className="grid gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <p className="text-slate-800">
              {newRows > 0
                ? t('detail.ready', { count: newRows, shown: count(newRows), refused: count(found.refusedRows) })
                : t('detail.nothingNew')}
            </p>
            <FeatureMessages namespaces={['dealImports.commit', 'dealImports.discard']}>
              <ImportDecisionButtons importId={found.id} newRows={newRows} />
            </FeatureMessages>
          </section>
        )}
        {found.refusedRows > 0 && (
          <section aria-labelledby="refused-rows" className="grid gap-3">
            <h2 id="refused-rows" className="text-lg font-bold text-brand-900">
              {t('detail.refusedTitle', { count: found.refusedRows, shown: count(found.refusedRows) })}
            </h2>
            <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
              <table className="w-full bg-white text-sm" data-testid="refused-rows">
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className="p-3 text-start font-medium">
                      {t('detail.line')}
                    </th>
                    <th scope="col" className="p-3 text-start font-medium">
                      {t('detail.column')}
                    </th>
                    <th scope="col" className="p-3 text-start font-medium">
                      {t('detail.reason')}
                    </th>
                    <th scope="col" className="p-3 text-start font-medium">
                      {t('detail.value')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {found.refusals.map((refusal) => (
                    <tr key={refusal.line}>
                      <td className="p-3">{refusal.line}</td>
                      <td className="p-3">{t(`fields.${refusal.field}`)}</td>
                      <td className="p-3">{t(`reasons.${refusal.reason}`)}</td>
                      <td className="p-3">
                        <bdi>{refusal.value || '—'}</bdi>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {found.refusedRows > found.refusals.length && (
              <p className="text-sm text-slate-600">
                {t('detail.moreRefused', { shown: count(found.refusedRows - found.refusals.length) })}
              </p>
            )}
          </section>
        )}
      </Container>
    </>
  );
}
