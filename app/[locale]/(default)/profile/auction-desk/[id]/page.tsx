import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { propertyOptions } from '../_data/property-options';
import { PropertyFileForm, RemovePropertyButton, ResultForm } from '@/components/auction-desk/property-actions';
import { PropertyForm } from '@/components/auction-desk/property-form';
import { SessionForm } from '@/components/auction-desk/session-form';
import { statusLabels } from '@/components/auction-desk/status-labels';
import { PageHeader } from '@/components/content/page-header';
import { StaffOnlyMessage } from '@/components/layout/staff-only-message';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { buttonClass } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { formatArea, formatDateTime, formatPrice, localName } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { idParamSchema } from '@/lib/schemas/common';
import { findDeskSession } from '@/server/services/auctions/auction-desk';
import { listOrganizers } from '@/server/services/auctions/organizers';
import { staffPageAccess } from '@/server/services/auth/staff-page';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'auctionDesk' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** One session: its details and status, its properties with their files and results, and a new property. */
export default async function AuctionDeskSessionPage({ params }: Props) {
  const { locale: rawLocale, id: rawId } = await params;
  const locale = toLocale(rawLocale);
  setRequestLocale(locale);
  const t = await getTranslations('auctionDesk');
  const access = await staffPageAccess('market-data');
  if (access.state === 'not-signed-in') return null;
  if (access.state === 'forbidden') return <StaffOnlyMessage title={t('title')} message={t('forbidden')} />;
  const id = idParamSchema.safeParse({ id: rawId });
  const session = id.success ? await findDeskSession(id.data.id) : undefined;
  if (!session) notFound();
  const [organizers, options] = await Promise.all([listOrganizers(), propertyOptions(locale)]);
  const labels = statusLabels(t);
  const now = new Date();
  const open = session.status === 'scheduled' || session.status === 'postponed';
  const held = session.status === 'scheduled' && Date.parse(session.startsAt) <= now.getTime();
  const kindLabel = new Map(options.kinds.map((kind) => [kind.value, kind.label]));
  return (
    <>
      <PageHeader
        title={locale === 'ar' ? session.titleAr : session.titleEn}
        description={`${localName(locale, session.organizer)} · ${formatDateTime(session.startsAt, locale)} · ${labels[session.status]}`}
      >
        <Link href="/profile/auction-desk" className={buttonClass('secondary', 'sm')}>
          {t('back')}
        </Link>
      </PageHeader>
      <Container className="grid gap-8 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="grid content-start gap-6">
          {open ? (
            <FeatureMessages namespaces={['auctionDesk.session', 'general']}>
              <SessionForm
                organizers={organizers.map((o) => ({ value: String(o.id), label: localName(locale, o) }))}
                session={session}
                statusLabels={labels}
              />
            </FeatureMessages>
          ) : (
            <p className="rounded-xl bg-slate-100 p-4 text-slate-800">
              {t('session.closed', { status: labels[session.status] })}
            </p>
          )}
          {open && (
            <FeatureMessages namespaces={['auctionDesk.property', 'general']}>
              <PropertyForm sessionId={session.id} areas={options.areas} kinds={options.kinds} />
            </FeatureMessages>
          )}
        </div>
        <section aria-labelledby="auction-properties" className="grid content-start gap-3">
          <h2 id="auction-properties" className="text-lg font-bold text-brand-900">
            {t('properties.title')}
          </h2>
          {session.properties.length === 0 && <p className="text-slate-700">{t('properties.empty')}</p>}
          {open && !held && session.properties.length > 0 && (
            <p className="text-sm text-slate-700">{t('result.notYet')}</p>
          )}
          <FeatureMessages namespaces={['auctionDesk.property', 'auctionDesk.file', 'auctionDesk.result', 'general']}>
            <ul className="grid gap-3" data-testid="auction-properties">
              {session.properties.map((property) => (
                <li
                  key={property.id}
                  className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
                  data-testid="auction-property"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-bold text-brand-900">
                      {kindLabel.get(property.propertyKind)} · {localName(locale, property.area)}
                    </h3>
                    <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
                      {t(`properties.statuses.${property.status}`)}
                    </span>
                  </div>
                  <p className="text-sm text-slate-700">
                    {locale === 'ar' ? property.addressAr : property.addressEn} ·{' '}
                    <span dir="ltr">{t('properties.paci', { paci: property.paciNumber })}</span> ·{' '}
                    {formatArea(property.sizeSqm, locale)}
                  </p>
                  <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
                    <div>
                      <dt className="text-slate-700">{t('properties.startingPrice')}</dt>
                      <dd className="font-semibold text-slate-900">
                        {formatPrice(property.startingPriceFils, locale)}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-slate-700">{t('properties.minimumRaise')}</dt>
                      <dd className="font-semibold text-slate-900">{formatPrice(property.minimumRaiseFils, locale)}</dd>
                    </div>
                    {property.finalPriceFils !== null && (
                      <div>
                        <dt className="text-slate-700">{t('properties.finalPrice')}</dt>
                        <dd className="font-semibold text-slate-900" data-testid="final-price">
                          {formatPrice(property.finalPriceFils, locale)}
                        </dd>
                      </div>
                    )}
                    {property.increase && (
                      <div>
                        <dt className="text-slate-700">{t('properties.increase')}</dt>
                        <dd className="font-semibold text-emerald-800" data-testid="increase">
                          {t('properties.increaseValue', {
                            amount: formatPrice(property.increase.fils, locale),
                            percent: property.increase.percent,
                          })}
                        </dd>
                      </div>
                    )}
                  </dl>
                  <div className="flex flex-wrap gap-2">
                    <Link href={`/auctions/property/${property.id}`} className={buttonClass('secondary', 'sm')}>
                      {t('publicPage')}
                      <span className="sr-only"> {property.paciNumber}</span>
                    </Link>
                    {open && property.status === 'offered' && (
                      <>
                        <Link
                          href={`/profile/auction-desk/${session.id}/properties/${property.id}`}
                          className={buttonClass('secondary', 'sm')}
                        >
                          {t('property.edit')}
                          <span className="sr-only"> {property.paciNumber}</span>
                        </Link>
                        <RemovePropertyButton property={property} />
                      </>
                    )}
                  </div>
                  {open && <PropertyFileForm property={property} />}
                  {held && property.status !== 'withdrawn' && <ResultForm property={property} />}
                </li>
              ))}
            </ul>
          </FeatureMessages>
        </section>
      </Container>
    </>
  );
}
