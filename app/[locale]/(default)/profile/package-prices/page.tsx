import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { PackagePriceForm } from '@/components/package-prices/package-price-form';
import { WithdrawPriceButton } from '@/components/package-prices/withdraw-price-button';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { BackOfficeLink } from '@/components/staff/back-office-link';
import { Container } from '@/components/ui/container';
import { formatDate, formatDateTime, formatFils, localName } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { kuwaitDate, kuwaitDayStart } from '@/lib/kuwait-time';
import type { PackagePrice } from '@/lib/schemas/package-prices';
import { staffPageAccess } from '@/server/services/auth/staff-page';
import { listPackagePrices } from '@/server/services/payments/package-prices';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'packagePrices' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * The catalogue desk's price list (issue 30 §5): each package's price now, the prices set for later days (withdrawn
 * before they begin), the earlier ones, and a new price from a day.
 */
export default async function PackagePricesPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('packagePrices');
  const access = await staffPageAccess('catalogue');
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden') return <StaffOnlyMessage title={t('title')} message={t('forbidden')} />;
  const now = new Date();
  const rows = await listPackagePrices(now);
  const today = kuwaitDate(now);
  // A price from a day's start shows the day; one set to apply at once, the moment.
  const start = (iso: string) =>
    kuwaitDayStart(kuwaitDate(iso)).getTime() === Date.parse(iso)
      ? formatDate(iso, locale)
      : formatDateTime(iso, locale);
  const priceLine = (price: PackagePrice) =>
    t('priceFrom', { price: formatFils(price.priceFils, locale), from: start(price.effectiveFrom) });
  const origin = (price: PackagePrice) =>
    price.setBy ? t('setBy', { name: price.setBy.name, source: price.source }) : price.source;
  return (
    <>
      <PageHeader title={t('title')} description={t('description')}>
        <BackOfficeLink />
      </PageHeader>
      <Container className="py-10">
        <FeatureMessages namespaces={['packagePrices.form', 'packagePrices.withdraw', 'general']}>
          <ul className="grid gap-4 lg:grid-cols-2" data-testid="package-prices">
            {rows.map((row) => {
              const name = localName(locale, row);
              const current = row.prices.find((price) => price.id === row.currentPriceId);
              const upcoming = row.prices.filter((price) => Date.parse(price.effectiveFrom) > now.getTime());
              const earlier = row.prices.filter(
                (price) => price.id !== row.currentPriceId && Date.parse(price.effectiveFrom) <= now.getTime(),
              );
              return (
                <li
                  key={row.id}
                  className="grid content-start gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
                  data-testid={`package-${row.id}`}
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h2 className="text-lg font-bold text-brand-900">{name}</h2>
                    {!row.active && (
                      <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                        {t('retired')}
                      </span>
                    )}
                  </div>
                  {current ? (
                    <p className="text-slate-900">
                      <span className="font-semibold" data-testid="current-price">
                        {formatFils(current.priceFils, locale)}
                      </span>{' '}
                      <span className="text-sm text-slate-700">
                        {t('since', { from: start(current.effectiveFrom) })}
                      </span>
                      <span className="block text-xs text-slate-600">{origin(current)}</span>
                    </p>
                  ) : (
                    <p className="text-sm text-slate-700">{t('noPrice')}</p>
                  )}
                  {upcoming.length > 0 && (
                    <section aria-label={t('upcoming')} className="grid gap-2">
                      <h3 className="text-sm font-semibold text-slate-800">{t('upcoming')}</h3>
                      <ul className="grid gap-2">
                        {upcoming.map((price) => (
                          <li
                            key={price.id}
                            className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-amber-50 px-3 py-2"
                            data-testid="upcoming-price"
                          >
                            <span className="text-sm text-slate-900">
                              {priceLine(price)}
                              <span className="block text-xs text-slate-600">{origin(price)}</span>
                            </span>
                            <WithdrawPriceButton packageId={row.id} priceId={price.id} label={priceLine(price)} />
                          </li>
                        ))}
                      </ul>
                    </section>
                  )}
                  {earlier.length > 0 && (
                    <details className="text-sm">
                      <summary className="cursor-pointer font-semibold text-brand-700">
                        {t('earlier', { count: earlier.length })}
                      </summary>
                      <ul className="mt-2 grid gap-1 text-slate-700">
                        {earlier.map((price) => (
                          <li key={price.id}>
                            {priceLine(price)} · {origin(price)}
                          </li>
                        ))}
                      </ul>
                    </details>
                  )}
                  <details className="text-sm">
                    <summary className="cursor-pointer font-semibold text-brand-700" data-testid="change-price">
                      {t('change')}
                      <span className="sr-only"> {name}</span>
                    </summary>
                    <PackagePriceForm packageId={row.id} name={name} today={today} />
                  </details>
                </li>
              );
            })}
          </ul>
        </FeatureMessages>
      </Container>
    </>
  );
}
