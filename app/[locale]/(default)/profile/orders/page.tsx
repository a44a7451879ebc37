import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { RefundOrderForm } from '@/components/order-desk/refund-order-form';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { BackOfficeLink } from '@/components/staff/back-office-link';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { SelectField, TextField } from '@/components/ui/field';
import { formatDateTime, formatFils } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { orderSearchQuerySchema } from '@/lib/schemas/order-desk';
import { orderStatuses } from '@/lib/schemas/payments';
import { validParams, type SearchParams } from '@/lib/search-params';
import { staffPageAccess } from '@/server/services/auth/staff-page';
import { searchOrders } from '@/server/services/payments/order-desk';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'orderDesk' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * The money side of the catalogue desk (issue 30 §5): orders with their payment and refund, searched by number,
 * phone, e-mail or charge id (a plain GET form); a paid order refunded in full with a note.
 */
export default async function OrdersPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('orderDesk');
  const tb = await getTranslations('payments.balances');
  const access = await staffPageAccess('catalogue');
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden') return <StaffOnlyMessage title={t('title')} message={t('forbidden')} />;
  const query = validParams(orderSearchQuerySchema.shape, await searchParams);
  const orders = await searchOrders(query);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')}>
        <BackOfficeLink />
      </PageHeader>
      <Container className="grid gap-6 py-8 md:py-10">
        <form
          method="get"
          role="search"
          aria-label={t('search.formLabel')}
          className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 sm:p-5"
        >
          <TextField
            name="q"
            label={t('search.label')}
            hint={t('search.hint')}
            defaultValue={query.q}
            autoComplete="off"
          />
          <SelectField
            name="status"
            label={t('search.status')}
            placeholder={t('search.any')}
            options={orderStatuses.map((status) => ({ value: status, label: tb(`statuses.${status}`) }))}
            defaultValue={query.status ?? ''}
          />
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <button type="submit" className={buttonClass('primary', 'md')}>
              {t('search.submit')}
            </button>
            <Link href="/profile/orders" className={buttonClass('secondary', 'md')}>
              {t('search.clear')}
            </Link>
          </div>
        </form>
        {orders.length === 0 ? (
          <p className="text-slate-600">{t('empty')}</p>
        ) : (
          <FeatureMessages namespaces={['orderDesk.refund', 'general']}>
            <ul className="grid gap-3" data-testid="orders">
              {orders.map((order) => {
                const item = order.package
                  ? locale === 'en'
                    ? order.package.nameEn
                    : order.package.nameAr
                  : t('appraisalFee', { id: order.appraisalRequestId ?? 0 });
                return (
                  <li
                    key={order.id}
                    className="grid gap-2 rounded-2xl bg-white p-4 text-sm ring-1 ring-slate-200"
                    data-testid={`order-${order.id}`}
                  >
                    <p className="flex flex-wrap items-baseline justify-between gap-2">
                      <span className="text-base font-bold text-brand-900">
                        #{order.id} · {item}
                      </span>
                      <span className="text-base font-bold">{formatFils(order.amountFils, locale)}</span>
                    </p>
                    <p className="flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
                      <span>{tb(`statuses.${order.status}`)}</span>
                      <span>{formatDateTime(order.createdAt, locale)}</span>
                      <Link
                        href={`/profile/member-support/${order.member.id}`}
                        className="text-brand-700 hover:underline"
                      >
                        <bdi>{order.member.name || `#${order.member.id}`}</bdi>
                      </Link>
                      {order.member.phone && <span dir="ltr">{order.member.phone}</span>}
                      {order.discountFils > 0 && (
                        <span>{t('discount', { amount: formatFils(order.discountFils, locale) })}</span>
                      )}
                    </p>
                    {order.payment && (
                      <p className="text-slate-700">
                        {t('paid', {
                          method: order.payment.method.toUpperCase(),
                          at: formatDateTime(order.payment.paidAt, locale),
                        })}{' '}
                        <span className="font-mono text-xs" dir="ltr">
                          {order.payment.chargeId}
                        </span>
                      </p>
                    )}
                    {order.refund && (
                      <p className="rounded-lg bg-amber-50 p-2 text-amber-900" data-testid={`order-refund-${order.id}`}>
                        {t('refunded', {
                          amount: formatFils(order.refund.amountFils, locale),
                          at: formatDateTime(order.refund.at, locale),
                          by: order.refund.by ?? t('automatic'),
                        })}{' '}
                        · {t(`refundStatus.${order.refund.status === 'requested' ? 'requested' : 'answered'}`)}
                        {order.refund.note && (
                          <>
                            {' · '}
                            <bdi>{order.refund.note}</bdi>
                          </>
                        )}
                      </p>
                    )}
                    {order.refundable && <RefundOrderForm orderId={order.id} />}
                  </li>
                );
              })}
            </ul>
          </FeatureMessages>
        )}
      </Container>
    </>
  );
}
