import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AdGrid } from '@/components/ads/ad-grid';
import { Breadcrumbs } from '@/components/ads/breadcrumbs';
import { Pagination } from '@/components/ads/pagination';
import { LicenceBadge } from '@/components/brokers/licence-badge';
import { OfficeCard } from '@/components/brokers/office-card';
import { officeJsonLd } from '@/components/brokers/office-json-ld';
import { OfficeLogo } from '@/components/brokers/office-logo';
import { OfficePhone } from '@/components/brokers/office-phone';
import { JsonLd } from '@/components/content/json-ld';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { Container } from '@/components/ui/container';
import { formatCount, formatDate, localName } from '@/lib/format';
import { toLocale, type Locale } from '@/lib/i18n/config';
import { pageQuerySchema } from '@/lib/schemas/offices';
import { validParams, type SearchParams } from '@/lib/search-params';
import { config } from '@/server/config';
import { absolutizeUrls, toJsonLd } from '@/server/services/seo-metadata';
import {
  officeAds,
  officeFacts,
  officeMarketeers,
  officeProfile,
  officeTeam,
  similarOffices,
} from '@/server/services/offices/offices';

export type OfficeRouteProps = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<SearchParams> };

const DESCRIPTION_LENGTH = 160;

/** Spec §5: only an office has this page; anything else (a marketeer, a user, a bad id) is the 404 page. */
async function loadOffice(id: string) {
  const office = /^\d{1,9}$/.test(id) ? await officeProfile(Number(id)) : undefined;
  if (!office) notFound();
  return office;
}

export async function generateOfficeMetadata({ params }: OfficeRouteProps): Promise<Metadata> {
  const { locale: raw, id } = await params;
  const locale = toLocale(raw);
  const [office, t] = await Promise.all([loadOffice(id), getTranslations({ locale, namespace: 'offices' })]);
  const areas = office.areas.map((area) => localName(locale, area)).join(locale === 'ar' ? '، ' : ', ');
  const description = (office.about ?? `${t('profile.eyebrow')} · ${areas}`)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, DESCRIPTION_LENGTH);
  // /member/{id} is the same page: both name /offices/{id} as canonical.
  const path = `/offices/${office.id}`;
  return {
    title: office.name,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: office.name,
      description,
      type: 'profile',
      url: path,
      images: office.logo ? [{ url: office.logo }] : undefined,
    },
    twitter: { card: 'summary', title: office.name, description },
  };
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-xl font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function socialLinks(office: Awaited<ReturnType<typeof loadOffice>>) {
  return [
    office.instagram && { label: 'Instagram', href: `https://www.instagram.com/${office.instagram}` },
    office.facebook && { label: 'Facebook', href: `https://www.facebook.com/${office.facebook}` },
    office.twitter && { label: 'X', href: `https://x.com/${office.twitter}` },
    office.whatsapp && { label: 'WhatsApp', href: `https://wa.me/965${office.whatsapp}` },
  ].filter((link): link is { label: string; href: string } => Boolean(link));
}

export async function OfficeRoute({ params, searchParams }: OfficeRouteProps) {
  const { locale: raw, id } = await params;
  const locale: Locale = toLocale(raw);
  setRequestLocale(locale);
  const office = await loadOffice(id);
  const page = validParams(pageQuerySchema.shape, await searchParams).page ?? 1;
  const [t, facts, adsPage, marketeers, similar] = await Promise.all([
    getTranslations('offices'),
    officeFacts(office.id),
    officeAds(officeTeam(office.id), { page }),
    officeMarketeers(office.id, { sort: 'name' }, false),
    similarOffices({ areaId: office.areas[0]?.id, exceptId: office.id }),
  ]);
  const base = config().PUBLIC_BASE_URL;
  const crumbs = [
    { name: t('profile.officesCrumb'), href: '/offices' },
    { name: office.name, href: `/offices/${office.id}` },
  ];
  const links = socialLinks(office);
  const totalPages = Math.ceil(adsPage.totalItems / adsPage.pageSize);
  const factRows = facts
    ? [
        { label: t('profile.totalAds'), value: formatCount(facts.totalAds, locale) },
        { label: t('profile.activeAds'), value: formatCount(facts.activeAds, locale) },
        { label: t('profile.marketeers'), value: formatCount(facts.marketeers, locale) },
        { label: t('profile.joined'), value: formatDate(facts.joinedAt, locale) },
        { label: t('profile.phoneReveals'), value: formatCount(facts.phoneReveals, locale) },
        { label: t('profile.responses'), value: t('profile.responsesUnknown') },
      ]
    : [];

  return (
    <>
      <JsonLd json={toJsonLd(absolutizeUrls(officeJsonLd(office, locale, crumbs), base))} />
      <div className="border-b border-sand-100 bg-sand-100/60">
        <Container className="py-8 md:py-12">
          <Breadcrumbs items={crumbs} />
          <div className="mt-4 flex flex-wrap items-start gap-5">
            <OfficeLogo src={office.logo} size="lg" />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-brand-700">{t('profile.eyebrow')}</p>
              <h1 className="mt-1 text-3xl font-bold text-brand-900 md:text-4xl">{office.name}</h1>
              <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-700">
                <LicenceBadge state={office.licence} />
                {office.registrationNumber && (
                  <span>
                    {t('profile.licenceNumber')}: <bdi>{office.registrationNumber}</bdi>
                  </span>
                )}
              </div>
            </div>
            {office.stamp && (
              // eslint-disable-next-line @next/next/no-img-element -- a small stored image already sized at upload
              <img
                src={office.stamp}
                alt={t('profile.stampAlt', { name: office.name })}
                width={72}
                height={72}
                className="size-18 rounded-full object-contain opacity-90"
              />
            )}
          </div>
        </Container>
      </div>

      <Container className="grid gap-10 py-10 lg:grid-cols-[1fr_20rem]">
        <div className="grid min-w-0 content-start gap-10">
          <Section id="about-title" title={t('profile.about')}>
            {/* Offices write in either language, whatever the page's: their text keeps its own direction. */}
            <p
              dir={office.about ? 'auto' : undefined}
              className="text-start leading-8 whitespace-pre-line text-slate-700"
            >
              {office.about ?? t('profile.noAbout')}
            </p>
          </Section>

          <div className="grid gap-6 sm:grid-cols-2">
            <Section id="sectors-title" title={t('profile.specialization')}>
              <ul className="flex flex-wrap gap-2">
                {office.sectors.map((sector) => (
                  <li key={sector.id} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                    {localName(locale, sector)}
                  </li>
                ))}
              </ul>
            </Section>
            <Section id="areas-title" title={t('profile.areas')}>
              <ul className="flex flex-wrap gap-2">
                {office.areas.map((area) => (
                  <li key={area.id}>
                    <Link
                      href={`/offices?areaId=${area.id}`}
                      className="text-brand-800 inline-block rounded-full bg-brand-50 px-3 py-1 text-sm hover:underline"
                    >
                      {localName(locale, area)}
                    </Link>
                  </li>
                ))}
              </ul>
            </Section>
          </div>

          <Section id="facts-title" title={t('profile.facts')}>
            <dl className="grid grid-cols-2 gap-3 md:grid-cols-3" data-testid="office-facts">
              {factRows.map((row) => (
                <div key={row.label} className="rounded-xl border border-slate-200 p-4">
                  <dt className="text-sm text-slate-600">{row.label}</dt>
                  <dd className="mt-1 text-lg font-bold text-brand-900">{row.value}</dd>
                </div>
              ))}
            </dl>
          </Section>

          <Section id="ads-title" title={t('profile.adsTitle')}>
            {adsPage.data.length === 0 ? (
              <p className="text-slate-600">{t('profile.noAds')}</p>
            ) : (
              <div data-testid="office-ads">
                <AdGrid ads={adsPage.data} />
                <Pagination
                  currentPage={page}
                  totalPages={totalPages}
                  hrefFor={(p) =>
                    p > 1 ? `/offices/${office.id}?page=${p}#ads-title` : `/offices/${office.id}#ads-title`
                  }
                />
              </div>
            )}
          </Section>

          <Section id="marketeers-title" title={t('profile.marketeersTitle')}>
            {marketeers.length === 0 ? (
              <p className="text-slate-600">{t('profile.noMarketeers')}</p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2" data-testid="office-marketeers">
                {marketeers.map((m) => (
                  <li
                    key={m.id}
                    className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 px-4 py-3"
                  >
                    <Link href={`/broker-profile/${m.id}`} className="font-medium text-slate-900 hover:underline">
                      {m.name}
                    </Link>
                    <span className="text-sm text-slate-600">
                      {t('team.ads', { count: m.activeAds, formatted: formatCount(m.activeAds, locale) })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>

        <aside className="grid content-start gap-6">
          <section
            aria-labelledby="contact-title"
            className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
          >
            <h2 id="contact-title" className="text-lg font-semibold text-brand-900">
              {t('profile.contact')}
            </h2>
            {office.hasPhone ? (
              <FeatureMessages namespaces={['offices.profile', 'adActions.contact']}>
                <OfficePhone officeId={office.id} />
              </FeatureMessages>
            ) : (
              <p className="text-sm text-slate-600">{t('profile.noPhone')}</p>
            )}
            {office.website && (
              <p className="text-sm">
                <span className="block text-slate-600">{t('profile.website')}</span>
                <a
                  href={office.website}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                  className="break-all text-brand-700 hover:underline"
                  dir="ltr"
                >
                  {office.website.replace(/^https:\/\//, '')}
                </a>
              </p>
            )}
            {links.length > 0 && (
              <div className="text-sm">
                <span className="block text-slate-600">{t('profile.links')}</span>
                <ul className="mt-1 flex flex-wrap gap-3">
                  {links.map((link) => (
                    <li key={link.label}>
                      <a
                        href={link.href}
                        rel="noopener noreferrer nofollow"
                        target="_blank"
                        className="text-brand-700 hover:underline"
                      >
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <div className="text-sm">
              <span className="block text-slate-600">{t('profile.hours')}</span>
              <p className="font-medium text-slate-900">
                {t('profile.hoursValue', { opens: office.opensAt, closes: office.closesAt })}{' '}
                <span className="text-slate-500">({t('profile.hoursNote')})</span>
              </p>
            </div>
          </section>

          {similar.data.length > 0 && (
            <section aria-labelledby="similar-title" className="grid gap-3">
              <h2 id="similar-title" className="text-lg font-semibold text-brand-900">
                {t('profile.similarTitle')}
              </h2>
              <ul className="grid gap-3">
                {similar.data.slice(0, 4).map((other) => (
                  <li key={other.id}>
                    <OfficeCard office={other} headingLevel="h3" />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </Container>
    </>
  );
}
