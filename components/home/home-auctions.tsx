import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { AuctionCard } from '@/lib/schemas/auctions';
import { formatCount, formatDateTime, formatPrice, localName } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { kuwaitDate } from '@/lib/kuwait-time';
import { localText } from '@/components/auctions/auction-format';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { Container } from '@/components/ui/container';
import { ClockIcon, GavelIcon } from '@/components/ui/icons';
import { CardRow } from './card-row';
import { SectionHeader } from './section-header';

export async function HomeAuctions({ auctions }: { auctions: AuctionCard[] }) {
  const [t, tAuctions, locale] = await Promise.all([
    getTranslations('home.sections.auctions'),
    getTranslations('auctions'),
    getLocale().then(toLocale),
  ]);
  const today = kuwaitDate(new Date());
  return (
    <section aria-labelledby="home-auctions" className="bg-white py-6 md:py-12" data-testid="home-auctions">
      <Container>
        <SectionHeader
          id="home-auctions"
          title={t('title')}
          subtitle={t('subtitle')}
          href="/auctions"
          linkLabel={t('all')}
        />
        {auctions.length === 0 ? (
          <p className="text-slate-600">{t('empty')}</p>
        ) : (
          <CardRow items={auctions} keyOf={(auction) => auction.id} gridClassName="md:grid-cols-2 lg:grid-cols-4">
            {(auction) => {
              const isToday = kuwaitDate(auction.startsAt) === today;
              return (
                <Link
                  href={`/auctions?tab=${isToday ? 'today' : 'upcoming'}`}
                  className={cn(
                    'flex h-full flex-col gap-2 rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-100 transition-colors hover:bg-brand-50 hover:ring-brand-100 md:p-5',
                    focusRing,
                  )}
                >
                  {isToday && (
                    <span className="w-fit rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
                      {tAuctions('tabs.today')}
                    </span>
                  )}
                  <span className="line-clamp-2 leading-7 font-semibold text-slate-900">
                    {localText(locale, auction.titleAr, auction.titleEn)}
                  </span>
                  <span className="flex items-center gap-2 text-sm text-slate-700">
                    <ClockIcon className="size-4 shrink-0 text-brand-600" />
                    <time dateTime={auction.startsAt}>{formatDateTime(auction.startsAt, locale)}</time>
                  </span>
                  <span className="flex items-center gap-2 text-sm text-slate-700">
                    <GavelIcon className="size-4 shrink-0 text-brand-600" />
                    {localName(locale, auction.organizer)}
                  </span>
                  <span className="text-brand-800 mt-auto pt-2 text-sm font-medium">
                    {tAuctions('card.properties', {
                      count: auction.propertiesCount,
                      formatted: formatCount(auction.propertiesCount, locale),
                    })}
                    {auction.fromPriceFils !== null &&
                      ` · ${tAuctions('card.from', { price: formatPrice(auction.fromPriceFils, locale) })}`}
                  </span>
                </Link>
              );
            }}
          </CardRow>
        )}
      </Container>
    </section>
  );
}
