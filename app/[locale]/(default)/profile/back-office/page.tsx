import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { Container } from '@/components/ui/container';
import { formatCount } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { desksOf } from '@/lib/staff-desks';
import { staffPageAccess } from '@/server/services/auth/staff-page';
import { waitingAtDesks } from '@/server/services/staff/desk-queues';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'staff.backOffice' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The back office's front door (issue 30 §1): the desks of the member's roles, and what waits at each. */
export default async function BackOfficePage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('staff');
  const tAll = await getTranslations();
  const access = await staffPageAccess();
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden')
    return <StaffOnlyMessage title={t('backOffice.title')} message={t('backOffice.forbidden')} />;
  const desks = desksOf(access.roles);
  const counts = await waitingAtDesks(desks.map((desk) => desk.key));
  return (
    <>
      <PageHeader title={t('backOffice.title')} description={t('backOffice.description')}>
        <p className="mt-4 text-sm text-slate-700" data-testid="my-roles">
          {t('backOffice.yourRoles', {
            roles: new Intl.ListFormat(locale).format(access.roles.map((role) => t(`roles.names.${role}`))),
          })}
        </p>
      </PageHeader>
      <Container className="py-8 md:py-10">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="staff-desks">
          {desks.map((desk, index) => (
            <li key={desk.key}>
              <Link
                href={desk.href}
                className={cn(
                  'grid h-full gap-2 rounded-2xl bg-white p-5 ring-1 ring-slate-200 hover:ring-brand-600',
                  focusRing,
                )}
                data-testid={`desk-${desk.key}`}
              >
                <span className="flex items-center justify-between gap-3">
                  <span className="text-lg font-bold text-brand-900">{tAll(desk.title)}</span>
                  {counts[index] !== undefined && (
                    <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700">
                      {t('backOffice.waiting', { count: counts[index], shown: formatCount(counts[index], locale) })}
                    </span>
                  )}
                </span>
                <span className="text-sm text-slate-700">{t(`desks.${desk.key}.description`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
