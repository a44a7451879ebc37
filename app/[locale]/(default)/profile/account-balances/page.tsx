import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatCount, formatDate, formatDateTime, formatDigits, formatFils } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { balanceKinds } from '@/lib/schemas/payments';
import { balancesFrom, ledgerRows, lotsFrom } from '@/server/services/payments/ledger';
import { memberTransactions } from '@/server/services/payments/orders';
import { promoCodesByCharge } from '@/server/services/payments/package-promo-codes';
import { ownerId } from '../ads/_data/owner-session';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'payments.balances' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** `/profile/account-balances` (spec §2, §3 Balance and Transaction): balances, active packages, payments. */
export default async function AccountBalancesPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const memberId = await ownerId();
  if (memberId === undefined) return null;
  const now = new Date();
  const [t, rows, payments, promoCodes] = await Promise.all([
    getTranslations('payments.balances'),
    ledgerRows(memberId),
    memberTransactions(memberId),
    promoCodesByCharge(memberId),
  ]);
  const balances = balancesFrom(rows, now);
  const active = lotsFrom(rows).filter((lot) => lot.remaining > 0 && lot.expiresAt > now);

  return (
    <>
      <PageHeader title={t('title')} description={t('description')}>
        <Link href="/packages" className={buttonClass('secondary', 'md', 'mt-6')}>
          {t('buy')}
        </Link>
      </PageHeader>
      <Container className="grid gap-10 py-10 md:py-14">
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-5" data-testid="balances">
          {balanceKinds.map((kind) => (
            <div key={kind} className="rounded-xl border border-slate-200 p-4" data-testid={`balance-${kind}`}>
              <dt className="text-sm text-slate-600">{t(`kinds.${kind}`)}</dt>
              <dd className="mt-1 text-2xl font-bold text-brand-900">{formatCount(balances[kind], locale)}</dd>
            </div>
          ))}
        </dl>

        <section className="grid gap-3">
          <h2 className="text-xl font-semibold">{t('packagesTitle')}</h2>
          {active.length === 0 ? (
            <p className="text-slate-600">{t('noPackages')}</p>
          ) : (
            <ul className="grid gap-2">
              {active.map((lot) => {
                const promoCode = lot.transactionId === null ? undefined : promoCodes.get(lot.transactionId);
                return (
                  <li
                    key={lot.id}
                    className="flex flex-wrap justify-between gap-2 rounded-lg border border-slate-200 px-4 py-3 text-sm"
                    data-testid="balance-package"
                  >
                    <span className="font-medium">{t(`kinds.${lot.kind}`)}</span>
                    <span>
                      {t('left', {
                        remaining: formatCount(lot.remaining, locale),
                        quantity: formatCount(lot.quantity, locale),
                      })}
                    </span>
                    {promoCode && (
                      <span className="text-slate-600" data-testid="package-promo-code">
                        {t('promoCode')} <bdi className="font-mono font-semibold text-slate-800">{promoCode}</bdi>
                      </span>
                    )}
                    <span className="text-slate-600">{t('expires', { date: formatDate(lot.expiresAt, locale) })}</span>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <section className="grid gap-3">
          <h2 id="transactions-title" className="text-xl font-semibold">
            {t('transactionsTitle')}
          </h2>
          {payments.length === 0 ? (
            <p className="text-slate-600">{t('noTransactions')}</p>
          ) : (
            <ScrollRegion labelledBy="transactions-title">
              <table className="w-full min-w-xl text-start text-sm" data-testid="transactions">
                <thead>
                  <tr className="border-b border-slate-200 text-slate-600">
                    <th className="px-4 py-2 text-start font-medium">{t('columns.service')}</th>
                    <th className="px-4 py-2 text-start font-medium">{t('columns.id')}</th>
                    <th className="px-4 py-2 text-start font-medium">{t('columns.date')}</th>
                    <th className="px-4 py-2 text-start font-medium">{t('columns.status')}</th>
                    <th className="px-4 py-2 text-end font-medium">{t('columns.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {payments.map((p) => (
                    <tr key={p.id} className="border-b border-slate-100">
                      <td className="px-4 py-2">{locale === 'ar' ? p.nameAr : p.nameEn}</td>
                      <td className="px-4 py-2">{formatDigits(p.id, locale)}</td>
                      <td className="px-4 py-2">{formatDateTime(p.createdAt, locale)}</td>
                      <td className="px-4 py-2">{t(`statuses.${p.orderStatus}`)}</td>
                      <td className="px-4 py-2 text-end">{formatFils(p.amountFils, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </section>
      </Container>
    </>
  );
}
