import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button-styles';
import { formatFils } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { packageTermsValues } from '@/lib/payments/package-terms';
import type { Banner, Package } from '@/lib/schemas/payments';

/**
 * Packages as cards, each with its price in KWD (3 decimals), what it gives, how long, and a link to /payment unless
 * `buyable` is false (a subscriber's plans while their paid period lasts).
 */
export async function PackageGrid({
  packages,
  banners,
  locale,
  buyable = true,
}: {
  packages: Package[];
  banners: Banner[];
  locale: Locale;
  buyable?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'payments' });
  return (
    <div className="grid gap-6">
      {banners.map((banner) => (
        <aside key={banner.id} className="rounded-xl bg-brand-50 p-5" data-testid="package-banner">
          <p className="font-semibold text-brand-900">{banner.title}</p>
          <p className="mt-1 text-sm text-slate-700">{banner.body}</p>
        </aside>
      ))}
      {packages.length === 0 ? (
        <p className="text-slate-600">{t('packages.empty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="package-list">
          {packages.map((pkg) => (
            <li
              key={pkg.id}
              className="grid content-between gap-4 rounded-xl border border-slate-200 p-5"
              data-testid={`package-${pkg.id}`}
            >
              <div className="grid gap-2">
                <p className="text-xs font-semibold text-brand-700">
                  {t(`packages.billing.${pkg.billing}`)}
                  {pkg.officesOnly && ` · ${t('packages.officesOnly')}`}
                </p>
                <h2 className="text-lg font-semibold text-slate-900">{pkg.name}</h2>
                <p className="text-sm text-slate-600">{pkg.description}</p>
                <p className="text-sm text-slate-600">{t(`page.terms.${pkg.kind}`, packageTermsValues(pkg, locale))}</p>
              </div>
              <div className="flex items-center justify-between gap-3">
                <p className="text-xl font-bold text-brand-900">{formatFils(pkg.priceFils, locale)}</p>
                {buyable && (
                  <Link
                    href={`/payment?packageId=${pkg.id}`}
                    className={buttonClass('primary', 'md')}
                    aria-label={`${t('packages.buy')}: ${pkg.name}`}
                  >
                    {t('packages.buy')}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
