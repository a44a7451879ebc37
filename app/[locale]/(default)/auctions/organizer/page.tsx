import type { Metadata } from 'next';
import { formatCount, localName } from '@/lib/format';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuctionNav } from '@/components/auctions/auction-nav';
import { localText } from '@/components/auctions/auction-format';
import { PageHeader } from '@/components/content/page-header';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';
import { seoMetadata } from '@/server/services/seo-metadata';
import { cachedOrganizers } from '../_data/auctions-data';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'auctions.organizers' });
  return seoMetadata('auctions-organizers', locale, {
    title: t('title'),
    description: t('description'),
    path: '/auctions/organizer',
  });
}

export default async function OrganizersPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [t, organizers] = await Promise.all([getTranslations('auctions.organizers'), cachedOrganizers()]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')}>
        <AuctionNav current="organizers" />
      </PageHeader>
      <Container className="py-8 md:py-10">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {organizers.map((organizer) => (
            <li key={organizer.id}>
              <Link
                href={`/auctions/organizer/${organizer.id}`}
                className={cn(
                  'hover:border-brand-300 flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow',
                  focusRing,
                )}
              >
                <span className="w-fit rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                  {t(`kinds.${organizer.kind}`)}
                </span>
                <span className="font-semibold text-slate-900">{localName(locale, organizer)}</span>
                <span className="text-sm leading-6 text-slate-600">
                  {localText(locale, organizer.aboutAr, organizer.aboutEn)}
                </span>
                <span className="mt-auto flex gap-4 pt-2 text-sm font-medium text-brand-700">
                  <span>
                    {t('auctions', {
                      count: organizer.auctionsCount,
                      formatted: formatCount(organizer.auctionsCount, locale),
                    })}
                  </span>
                  <span>{t('upcoming', { count: organizer.upcomingCount })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
