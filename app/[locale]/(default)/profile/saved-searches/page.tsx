import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Pagination } from '@/components/ads/pagination';
import { PageHeader } from '@/components/content/page-header';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { filtersSummary } from '@/components/saved-searches/filters-summary';
import { SavedSearchCard } from '@/components/saved-searches/saved-search-card';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { formatDate } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { savedSearchesQuerySchema } from '@/lib/schemas/saved-searches';
import { validParams, type SearchParams } from '@/lib/search-params';
import { listSavedSearches } from '@/server/services/saved-searches/saved-searches';
import { loadListCatalogue } from '../../ads/_data/list-catalogue';
import { ownerId } from '../ads/_data/owner-session';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'savedSearches' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** What the cards translate in the browser (rename, frequency, pause, delete and their confirmations). */
const clientMessages = [
  'savedSearches.frequencies',
  'savedSearches.open',
  'savedSearches.rename',
  'savedSearches.renameLabel',
  'savedSearches.renameSave',
  'savedSearches.cancel',
  'savedSearches.frequencyLabel',
  'savedSearches.pause',
  'savedSearches.resume',
  'savedSearches.pausedBadge',
  'savedSearches.delete',
  'savedSearches.deleteLabel',
  'savedSearches.deleteTitle',
  'savedSearches.deleteBody',
  'savedSearches.deleteConfirm',
  'savedSearches.deletePending',
  'savedSearches.keep',
  'savedSearches.deleted',
  'savedSearches.updated',
] as const;

const pageHref = (page: number) => (page > 1 ? `/profile/saved-searches?page=${page}` : '/profile/saved-searches');

/** The member's saved searches with their alerts, read on the server: each change refreshes this page. */
export default async function SavedSearchesPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const memberId = await ownerId();
  if (memberId === undefined) return null;
  const { page } = validParams(savedSearchesQuerySchema.shape, await searchParams);
  const [t, result, catalogue] = await Promise.all([
    getTranslations('savedSearches'),
    listSavedSearches(memberId, page),
    loadListCatalogue(undefined, locale),
  ]);
  const summaries = await Promise.all(result.data.map((search) => filtersSummary(search.filters, catalogue, locale)));
  const totalPages = Math.ceil(result.totalItems / result.pageSize);

  return (
    <FeatureMessages namespaces={clientMessages}>
      <PageHeader title={t('title')} description={t('description')} />
      <Container className="grid gap-6 py-10 md:py-14">
        {result.data.length === 0 ? (
          <div
            data-testid="saved-searches-empty"
            className="grid justify-items-center gap-4 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600"
          >
            <p>{t('empty')}</p>
            <Link href="/ads" className={buttonClass('primary', 'md')}>
              {t('browse')}
            </Link>
          </div>
        ) : (
          <ul className="grid gap-3" data-testid="saved-searches-list">
            {result.data.map((search, index) => (
              <li key={search.id}>
                <SavedSearchCard
                  search={search}
                  summary={summaries[index]!}
                  lastAlert={
                    search.lastAlertedAt
                      ? t('lastAlert', { date: formatDate(search.lastAlertedAt, locale) })
                      : undefined
                  }
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination currentPage={result.currentPage} totalPages={totalPages} hrefFor={pageHref} />
      </Container>
    </FeatureMessages>
  );
}
