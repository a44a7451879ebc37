import { formatDigits } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import type { Package } from '@/lib/schemas/payments';

/** The values of `payments.page.terms.{kind}`: what a package gives and how long there is to use it, in plain words. */
export const packageTermsValues = (pkg: Pick<Package, 'quantity' | 'validityMonths'>, locale: Locale) => ({
  count: pkg.quantity,
  countText: formatDigits(pkg.quantity, locale),
  months: pkg.validityMonths,
  monthsText: formatDigits(pkg.validityMonths, locale),
});
