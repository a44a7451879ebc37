import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { NewsStateBadge } from '@/components/news-desk/news-state-badge';
import { BackOfficeLink } from '@/components/staff/back-office-link';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { SelectField, TextField } from '@/components/ui/field';
import { formatCount, formatDateTime } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { newsDeskQuerySchema, newsStates, type NewsDeskQuery } from '@/lib/schemas/news-desk';
import { validParams, type SearchParams } from '@/lib/search-params';
import { staffPageAccess } from '@/server/services/auth/staff-page';
import { listNewsDesk } from '@/server/services/news/news-desk';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'newsDesk' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

const pageHref = (query: NewsDeskQuery, page: number) => {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.state) params.set('state', query.state);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/profile/news-desk?${search}` : '/profile/news-desk';
};

/** The content desk's news (issue 30 §2): every article in any state, newest first; a plain GET search. */
export default async function NewsDeskPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('newsDesk');
  const access = await staffPageAccess('content');
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden') return <StaffOnlyMessage title={t('title')} message={t('forbidden')} />;
  const query = validParams(newsDeskQuerySchema.shape, await searchParams);
  const articles = await listNewsDesk(query);
  const lastPage = Math.max(1, Math.ceil(articles.totalItems / articles.pageSize));
  return (
    <>
      <PageHeader title={t('title')} description={t('description')}>
        <div className="flex flex-wrap gap-3">
          <Link
            href="/profile/news-desk/new"
            className={buttonClass('primary', 'md', 'mt-6')}
            data-testid="new-article"
          >
            {t('newArticle')}
          </Link>
          <BackOfficeLink />
        </div>
      </PageHeader>
      <Container className="grid gap-6 py-8 md:py-10">
        <form
          method="get"
          role="search"
          aria-label={t('list.title')}
          className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end sm:p-5"
        >
          <TextField name="q" label={t('list.search')} defaultValue={query.q} autoComplete="off" />
          <SelectField
            name="state"
            label={t('list.state')}
            placeholder={t('list.anyState')}
            defaultValue={query.state ?? ''}
            options={newsStates.map((state) => ({ value: state, label: t(`states.${state}`) }))}
          />
          <button type="submit" className={buttonClass('secondary', 'md')}>
            {t('list.find')}
          </button>
        </form>
        <section aria-labelledby="news-desk-list" className="grid gap-3">
          <h2 id="news-desk-list" className="text-lg font-bold text-brand-900">
            {t('list.title')}{' '}
            <span className="text-sm font-normal text-slate-600">
              ({t('list.count', { count: articles.totalItems })})
            </span>
          </h2>
          {articles.data.length === 0 ? (
            <p className="text-slate-600">{t('list.empty')}</p>
          ) : (
            <ul className="grid gap-3" data-testid="news-desk-articles">
              {articles.data.map((article) => (
                <li key={article.id}>
                  <Link
                    href={`/profile/news-desk/${article.id}`}
                    className="hover:ring-brand-300 grid gap-1 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-bold text-brand-900">
                        <bdi>{locale === 'ar' ? article.titleAr : article.titleEn}</bdi>
                      </span>
                      <NewsStateBadge state={article.state} label={t(`states.${article.state}`)} />
                    </span>
                    <span className="text-sm text-slate-700">
                      {t(`when.${article.state}`, { date: formatDateTime(article.publishedAt, locale) })}
                      {' · '}
                      <span dir="ltr">/news/{article.slug}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {lastPage > 1 && (
            <nav className="flex flex-wrap items-center gap-3" aria-label={t('list.title')}>
              {articles.currentPage > 1 && (
                <Link href={pageHref(query, articles.currentPage - 1)} className={buttonClass('secondary', 'sm')}>
                  {t('list.previous')}
                </Link>
              )}
              <span className="text-sm text-slate-700">
                {formatCount(articles.currentPage, locale)} / {formatCount(lastPage, locale)}
              </span>
              {articles.currentPage < lastPage && (
                <Link href={pageHref(query, articles.currentPage + 1)} className={buttonClass('secondary', 'sm')}>
                  {t('list.next')}
                </Link>
              )}
            </nav>
          )}
        </section>
      </Container>
    </>
  );
}
