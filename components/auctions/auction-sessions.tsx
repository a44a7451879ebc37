import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import type { AuctionPage, AuctionProperty, AuctionTab } from '@/lib/schemas/auctions';
import { Pagination } from '@/components/ads/pagination';
import { Container } from '@/components/ui/container';
import { AuctionCard } from './auction-card';
import { AuctionTabs } from './auction-tabs';

type Props = {
  tab: AuctionTab;
  page: AuctionPage;
  /** The properties of each session on the page, in the same order. */
  properties: AuctionProperty[][];
  locale: Locale;
  hrefFor(next: { tab?: AuctionTab; page?: number }): string;
};

/** One tab of auction sessions with their properties, for the auctions screen and an organizer's page. */
export function AuctionSessions({ tab, page, properties, locale, hrefFor }: Props) {
  const t = useTranslations('auctions');
  return (
    <Container className="grid gap-6 py-8 md:py-10">
      <h2 className="sr-only">{t('sessionsHeading')}</h2>
      <AuctionTabs current={tab} hrefFor={(next) => hrefFor({ tab: next })} />
      {page.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {t(`empty.${tab}`)}
        </p>
      ) : (
        <div className="grid gap-5 md:grid-cols-2">
          {page.data.map((auction, index) => (
            <AuctionCard key={auction.id} auction={auction} properties={properties[index] ?? []} locale={locale} />
          ))}
        </div>
      )}
      <Pagination
        currentPage={page.currentPage}
        totalPages={Math.ceil(page.totalItems / page.pageSize)}
        hrefFor={(n) => hrefFor({ page: n })}
      />
    </Container>
  );
}
