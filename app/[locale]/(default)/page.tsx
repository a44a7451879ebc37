import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Hero } from '@/components/home/hero';
import { HomeAuctions } from '@/components/home/home-auctions';
import { HomeDeals } from '@/components/home/home-deals';
import { HomeNews } from '@/components/home/home-news';
import { HomeSpecialAds } from '@/components/home/home-special-ads';
import { ServicesStrip } from '@/components/home/services-strip';
import { toLocale } from '@/lib/i18n/config';
import { seoMetadata } from '@/server/services/seo-metadata';
import { ScreenJsonLd } from './_components/screen-json-ld';
import { loadHeaderSections } from './_data/header-sections';
import { loadHomeSections } from './_data/home-data';

type Props = { params: Promise<{ locale: string }> };

/** Where the page's own sections lead: the services below leave these out. The newsletter form is the footer's. */
const homeSectionLinks = ['/auctions', '/deals', '/news'];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'seo' });
  return seoMetadata('homepage', locale, { title: t('defaultTitle'), description: t('defaultDescription'), path: '/' });
}

export default async function HomePage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [sections, market] = await Promise.all([loadHeaderSections(), loadHomeSections(locale)]);
  return (
    <>
      <ScreenJsonLd screen="homepage" locale={locale} />
      <Hero />
      <HomeAuctions auctions={market.auctions} />
      <HomeDeals deals={market.deals} />
      <HomeSpecialAds ads={market.ads} />
      <HomeNews news={market.news} />
      <ServicesStrip sections={sections} shownAbove={homeSectionLinks} />
    </>
  );
}
