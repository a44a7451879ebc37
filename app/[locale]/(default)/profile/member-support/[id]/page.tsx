import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { SuspensionForm } from '@/components/member-support/suspension-form';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { Container } from '@/components/ui/container';
import { formatCount, formatDate, formatDateTime, formatFils } from '@/lib/format';
import type { MemberRole } from '@/lib/constants';
import { toLocale } from '@/lib/i18n/config';
import { pathId } from '@/lib/schemas/fields';
import { isMemberAuditAction, supportAdStates } from '@/lib/schemas/member-support';
import { balanceKinds } from '@/lib/schemas/payments';
import { staffPageAccess } from '@/server/services/auth/staff-page';
import { memberSupportFile } from '@/server/services/members/member-support';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'memberSupport' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="grid content-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id={id} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * One member's file for the support desk (issue 30 §6): who they are, their ads, balances, orders, requests, the
 * notifications sent to them, their live sign-ins and what staff did to the account; suspend it or lift a suspension.
 */
export default async function MemberFilePage({ params }: Props) {
  const { locale: rawLocale, id: rawId } = await params;
  const locale = toLocale(rawLocale);
  setRequestLocale(locale);
  const t = await getTranslations('memberSupport');
  const tb = await getTranslations('payments.balances');
  const ts = await getTranslations('staff.roles.names');
  const roleNames = (roles: readonly MemberRole[]) => roles.map((role) => ts(role)).join(locale === 'ar' ? '، ' : ', ');
  const access = await staffPageAccess('support');
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden') return <StaffOnlyMessage title={t('title')} message={t('forbidden')} />;
  const id = pathId.safeParse(rawId);
  const file = id.success ? await memberSupportFile(id.data, locale) : undefined;
  if (!file) notFound();
  const { member } = file;
  const displayName = (member.isOffice && member.companyName) || member.name || `#${member.id}`;
  const accountKind = member.isOffice ? (member.brokerType === 'marketeer' ? 'marketeer' : 'office') : 'regular';
  const none = <p className="text-sm text-slate-600">{t('none')}</p>;
  return (
    <>
      <PageHeader title={displayName} description={t('fileDescription', { id: member.id })}>
        <Link
          href="/profile/member-support"
          className="text-sm font-medium text-brand-700 underline underline-offset-4"
        >
          {t('backToSearch')}
        </Link>
      </PageHeader>
      <Container className="grid gap-4 py-8 md:py-10 lg:grid-cols-2">
        <Section id="member-account" title={t('account.title')}>
          <dl className="grid gap-1 text-sm">
            {(
              [
                [t('account.name'), <bdi key="n">{member.name || '—'}</bdi>],
                [
                  t('account.phone'),
                  member.phone ? (
                    <a key="p" href={`tel:+965${member.phone}`} dir="ltr" className="hover:underline">
                      {member.phone}
                    </a>
                  ) : (
                    '—'
                  ),
                ],
                [t('account.email'), member.email ? <span dir="ltr">{member.email}</span> : '—'],
                [t('account.kind'), t(`account.kinds.${accountKind}`)],
                [t('account.joined'), formatDate(member.joinedAt, locale)],
                ...(member.roles.length ? [[t('account.roles'), roleNames(member.roles)] as [string, ReactNode]] : []),
              ] as [string, ReactNode][]
            ).map(([term, value]) => (
              <div key={term} className="flex flex-wrap gap-2">
                <dt className="text-slate-600">{term}:</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          <div
            className={`rounded-xl p-3 text-sm ${member.suspension ? 'bg-red-50 text-red-900' : 'bg-emerald-50 text-emerald-900'}`}
            data-testid="member-status"
          >
            {member.suspension ? (
              <>
                <p className="font-semibold">
                  {t('status.suspended', { date: formatDateTime(member.suspension.since, locale) })}
                </p>
                <p>
                  {t('status.reason')}: <bdi>{member.suspension.reason}</bdi>
                </p>
              </>
            ) : (
              <p className="font-semibold">{t('status.active')}</p>
            )}
          </div>
          {member.roles.length > 0 ? (
            <p className="text-sm text-slate-700">{t('suspension.staff')}</p>
          ) : member.id !== access.member.id ? (
            <FeatureMessages namespaces={['memberSupport.suspension', 'general']}>
              <SuspensionForm memberId={member.id} name={displayName} suspended={member.suspension !== null} />
            </FeatureMessages>
          ) : null}
        </Section>

        <Section id="member-sessions" title={t('sessions.title', { count: file.sessions.length })}>
          {file.sessions.length === 0 ? (
            none
          ) : (
            <ul className="grid gap-2 text-sm" data-testid="member-sessions">
              {file.sessions.map((session) => (
                <li key={session.startedAt} className="rounded-lg bg-slate-50 p-2">
                  {t('sessions.row', {
                    started: formatDateTime(session.startedAt, locale),
                    used: formatDateTime(session.lastUsedAt, locale),
                    ends: formatDate(session.endsAt, locale),
                  })}
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="member-ads" title={t('ads.title')}>
          <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm" data-testid="member-ad-counts">
            {supportAdStates.map((state) => (
              <div key={state} className="flex gap-1">
                <dt className="text-slate-600">{t(`ads.states.${state}`)}:</dt>
                <dd className="font-semibold">{formatCount(file.ads.counts[state] ?? 0, locale)}</dd>
              </div>
            ))}
          </dl>
          {file.ads.latest.length === 0 ? (
            none
          ) : (
            <ul className="grid gap-1 text-sm">
              {file.ads.latest.map((ad) => (
                <li key={ad.id} className="flex flex-wrap justify-between gap-2">
                  <Link href={`/ad/${ad.id}`} className="min-w-0 truncate text-brand-700 hover:underline">
                    <bdi>{ad.title}</bdi>
                  </Link>
                  <span className="text-slate-600">
                    {t(`ads.states.${ad.state}`)} · {formatDate(ad.updatedAt, locale)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="member-balances" title={t('balances.title')}>
          <dl className="grid grid-cols-2 gap-x-5 gap-y-1 text-sm sm:grid-cols-3">
            {balanceKinds.map((kind) => (
              <div key={kind} className="flex gap-1">
                <dt className="text-slate-600">{tb(`kinds.${kind}`)}:</dt>
                <dd className="font-semibold">{formatCount(file.balances[kind], locale)}</dd>
              </div>
            ))}
          </dl>
        </Section>

        <Section id="member-orders" title={t('orders.title')}>
          {file.orders.length === 0 ? (
            none
          ) : (
            <ul className="grid gap-1 text-sm" data-testid="member-orders">
              {file.orders.map((order) => (
                <li key={order.id} className="flex flex-wrap justify-between gap-2">
                  <span>
                    #{order.id} ·{' '}
                    {order.package
                      ? locale === 'en'
                        ? order.package.nameEn
                        : order.package.nameAr
                      : t('orders.appraisalFee')}
                  </span>
                  <span className="text-slate-700">
                    {formatFils(order.amountFils, locale)} · {tb(`statuses.${order.status}`)} ·{' '}
                    {formatDate(order.createdAt, locale)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="member-requests" title={t('requests.title')}>
          {file.requests.length === 0 ? (
            none
          ) : (
            <ul className="grid gap-1 text-sm">
              {file.requests.map((request) => (
                <li key={`${request.kind}-${request.id}`} className="flex flex-wrap justify-between gap-2">
                  <span>
                    {t(`requests.kinds.${request.kind}`)} #{request.id}
                  </span>
                  <span className="text-slate-700">
                    {t(`requests.states.${request.state}`)} · {formatDate(request.createdAt, locale)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="member-notifications" title={t('notifications.title')}>
          {file.notifications.length === 0 ? (
            none
          ) : (
            <ul className="grid gap-2 text-sm" data-testid="member-notifications">
              {file.notifications.map((item) => (
                <li key={item.id} className="grid gap-0.5">
                  <span className="font-medium">
                    <bdi>{item.title}</bdi>
                  </span>
                  <span className="text-slate-600">
                    {formatDateTime(item.createdAt, locale)} ·{' '}
                    {item.read ? t('notifications.read') : t('notifications.unread')}
                    {item.deliveries.map((delivery) => (
                      <span key={delivery.channel}>
                        {' · '}
                        {t(`notifications.channels.${delivery.channel}`)}:{' '}
                        {delivery.sentAt
                          ? formatDateTime(delivery.sentAt, locale)
                          : delivery.failed
                            ? t('notifications.failed')
                            : t('notifications.waiting')}
                      </span>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="member-history" title={t('history.title')}>
          {file.history.length === 0 ? (
            none
          ) : (
            <ul className="grid gap-2 text-sm" data-testid="member-history">
              {file.history.map((entry) => (
                <li key={`${entry.at}-${entry.action}`} className="grid gap-0.5">
                  <span>
                    <span className="font-medium">
                      {isMemberAuditAction(entry.action) ? t(`history.actions.${entry.action}`) : entry.action}
                    </span>{' '}
                    · {formatDateTime(entry.at, locale)} · {entry.actor ?? t('history.commandLine')}
                  </span>
                  {entry.roles && (
                    <span className="text-slate-700">
                      {entry.roles.length
                        ? t('history.rolesNow', { roles: roleNames(entry.roles) })
                        : t('history.noRoles')}
                    </span>
                  )}
                  {entry.note && (
                    <span className="text-slate-700">
                      <bdi>{entry.note}</bdi>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </Container>
    </>
  );
}
