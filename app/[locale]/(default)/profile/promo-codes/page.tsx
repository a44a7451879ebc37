import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { EndPromoCodeButton } from '@/components/promo-codes/end-promo-code-button';
import { PromoCodeForm } from '@/components/promo-codes/promo-code-form';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { BackOfficeLink } from '@/components/staff/back-office-link';
import { Container } from '@/components/ui/container';
import { formatCount, formatDate, formatFils, localName } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { kuwaitDate } from '@/lib/kuwait-time';
import { staffPageAccess } from '@/server/services/auth/staff-page';
import { listPackages } from '@/server/services/payments/catalogue';
import { listPromoCodes } from '@/server/services/payments/promo-admin';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'promoCodes' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The catalogue desk's promo codes (issue 30 §5): create one, see how each is used, end one early. */
export default async function PromoCodesPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('promoCodes');
  const access = await staffPageAccess('catalogue');
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden') return <StaffOnlyMessage title={t('title')} message={t('forbidden')} />;
  const now = new Date();
  const [codes, packages] = await Promise.all([listPromoCodes(), listPackages({}, locale)]);
  // A code's last valid day: the day before the instant it stops.
  const lastDay = (until: string) => formatDate(new Date(Date.parse(until) - 1), locale);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')}>
        <BackOfficeLink />
      </PageHeader>
      <Container className="grid gap-8 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <FeatureMessages namespaces={['promoCodes.form', 'general']}>
          <div className="content-start">
            <PromoCodeForm packages={packages.map((pkg) => ({ id: pkg.id, name: pkg.name }))} today={kuwaitDate(now)} />
          </div>
        </FeatureMessages>
        <section aria-labelledby="promo-list" className="grid content-start gap-3">
          <h2 id="promo-list" className="text-lg font-bold text-brand-900">
            {t('list.title')}
          </h2>
          <FeatureMessages namespaces={['promoCodes.list']}>
            <ul className="grid gap-3" data-testid="promo-codes">
              {codes.map((code) => {
                const live = Date.parse(code.validFrom) <= now.getTime() && Date.parse(code.validUntil) > now.getTime();
                return (
                  <li key={code.id} className="grid gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-mono text-lg font-bold text-brand-900" dir="ltr">
                        {code.code}
                      </span>
                      <span
                        className={
                          live
                            ? 'rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800'
                            : 'rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700'
                        }
                      >
                        {live ? t('list.live') : t('list.notLive')}
                      </span>
                    </div>
                    <p className="text-sm text-slate-800">
                      {code.discountType === 'percent'
                        ? t('list.percentOff', { value: code.value })
                        : t('list.amountOff', { value: formatFils(code.value, locale) })}
                      {' · '}
                      {code.package ? localName(locale, code.package) : t('list.anyPackage')}
                    </p>
                    <p className="text-sm text-slate-700">
                      {t('list.days', { from: formatDate(code.validFrom, locale), to: lastDay(code.validUntil) })}
                      {' · '}
                      {code.maxRedemptions === null
                        ? t('list.usesUnlimited', { used: formatCount(code.redemptions, locale) })
                        : t('list.uses', {
                            used: formatCount(code.redemptions, locale),
                            max: formatCount(code.maxRedemptions, locale),
                          })}
                      {' · '}
                      {t('list.perMember', { count: code.perMemberLimit })}
                    </p>
                    {live && (
                      <div>
                        <EndPromoCodeButton id={code.id} code={code.code} />
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </FeatureMessages>
        </section>
      </Container>
    </>
  );
}
