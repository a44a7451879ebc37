import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { BackOfficeLink } from '@/components/staff/back-office-link';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { TextField } from '@/components/ui/field';
import { formatDate } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { memberSearchQuerySchema } from '@/lib/schemas/member-support';
import { validParams, type SearchParams } from '@/lib/search-params';
import { staffPageAccess } from '@/server/services/auth/staff-page';
import { findMembers } from '@/server/services/members/member-support';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'memberSupport' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * The member-support desk (issue 30 §6): find the member who calls by phone, e-mail, id or name (a plain GET form,
 * no script needed), then open their file.
 */
export default async function MemberSupportPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('memberSupport');
  const access = await staffPageAccess('support');
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden') return <StaffOnlyMessage title={t('title')} message={t('forbidden')} />;
  const { q } = validParams(memberSearchQuerySchema.shape, await searchParams);
  const matches = q ? await findMembers(q) : [];
  return (
    <>
      <PageHeader title={t('title')} description={t('description')}>
        <BackOfficeLink />
      </PageHeader>
      <Container className="grid gap-6 py-8 md:py-10">
        <form
          method="get"
          role="search"
          aria-label={t('search.label')}
          className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
        >
          <TextField name="q" label={t('search.label')} hint={t('search.hint')} defaultValue={q} autoComplete="off" />
          <button type="submit" className={buttonClass('primary', 'md', 'justify-self-start')}>
            {t('search.submit')}
          </button>
        </form>
        {q &&
          (matches.length === 0 ? (
            <p className="text-slate-600" data-testid="member-search-empty">
              {t('search.empty')}
            </p>
          ) : (
            <ul className="grid gap-3" data-testid="member-matches">
              {matches.map((match) => (
                <li key={match.id}>
                  <Link
                    href={`/profile/member-support/${match.id}`}
                    className="hover:ring-brand-400 grid gap-1 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
                    data-testid={`member-match-${match.id}`}
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-bold text-brand-900">
                        <bdi>
                          {match.companyName && match.isOffice ? match.companyName : match.name || `#${match.id}`}
                        </bdi>
                      </span>
                      <span className="text-sm text-slate-600">#{match.id}</span>
                      {match.suspended && (
                        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                          {t('suspended')}
                        </span>
                      )}
                    </span>
                    <span className="flex flex-wrap gap-x-4 text-sm text-slate-700">
                      {match.phone && <span dir="ltr">{match.phone}</span>}
                      {match.email && <span dir="ltr">{match.email}</span>}
                      <span>{t('joined', { date: formatDate(match.joinedAt, locale) })}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ))}
      </Container>
    </>
  );
}
