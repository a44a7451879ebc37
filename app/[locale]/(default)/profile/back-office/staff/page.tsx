import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { BackOfficeLink } from '@/components/staff/back-office-link';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { GrantRoleForm } from '@/components/staff/grant-role-form';
import { RevokeRoleButton } from '@/components/staff/revoke-role-button';
import { Container } from '@/components/ui/container';
import { memberRoles } from '@/lib/constants';
import { toLocale } from '@/lib/i18n/config';
import { staffPageAccess } from '@/server/services/auth/staff-page';
import { staffMembers } from '@/server/services/staff/roles';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'staff.roles' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * The administrator's staff roles (issue 30 §1): who holds which role, giving one by phone number, taking one back.
 * Every change goes to the audit log; the last administrator keeps the role.
 */
export default async function StaffRolesPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('staff');
  const access = await staffPageAccess('admin');
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden') return <StaffOnlyMessage title={t('roles.title')} message={t('roles.forbidden')} />;
  const staff = await staffMembers();
  return (
    <FeatureMessages namespaces={['staff.roles']}>
      <PageHeader title={t('roles.title')} description={t('roles.description')}>
        <BackOfficeLink />
      </PageHeader>
      <Container className="grid gap-8 py-8 md:py-10">
        <section
          aria-labelledby="grant-title"
          className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
        >
          <h2 id="grant-title" className="text-lg font-bold text-slate-900">
            {t('roles.grantTitle')}
          </h2>
          <GrantRoleForm />
          <dl className="grid gap-2 text-sm sm:grid-cols-3">
            {memberRoles.map((role) => (
              <div key={role}>
                <dt className="font-semibold text-slate-900">{t(`roles.names.${role}`)}</dt>
                <dd className="text-slate-700">{t(`roles.about.${role}`)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="staff-title" className="grid gap-4">
          <h2 id="staff-title" className="text-lg font-bold text-slate-900">
            {t('roles.staffTitle', { count: staff.length })}
          </h2>
          <ul className="grid gap-3" data-testid="staff-list">
            {staff.map((member) => (
              <li
                key={member.id}
                className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:flex sm:items-center sm:justify-between"
                data-testid={`staff-${member.id}`}
              >
                <div>
                  <p className="font-semibold text-slate-900">
                    <bdi>{member.name}</bdi>
                  </p>
                  <p className="text-sm text-slate-600" dir="ltr">
                    {member.phone ?? '—'}
                  </p>
                </div>
                <ul className="flex flex-wrap gap-2" aria-label={t('roles.rolesOf', { name: member.name })}>
                  {member.roles.map((role) => (
                    <li key={role} className="flex items-center gap-2 rounded-full bg-sand-100 py-1 ps-3 pe-1 text-sm">
                      <span className="font-medium text-slate-800">{t(`roles.names.${role}`)}</span>
                      <RevokeRoleButton memberId={member.id} name={member.name} role={role} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </FeatureMessages>
  );
}
