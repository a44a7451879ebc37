import { useLocale } from 'next-intl';
import type { AdCard as AdCardData } from '@/lib/schemas/ads';
import { cn } from '@/components/ui/cn';
import { AdCard } from './ad-card';
import { adTitle } from './ad-text';
import { FavouriteButton } from './favourite-button';

type AdGridProps = {
  ads: AdCardData[];
  /** Full page width (no filter column beside it). */
  wide?: boolean;
  /**
   * How many cards are likely in the first screen: their photos load at once (React also preloads them), the rest
   * lazily. Every eager photo shares a phone's bandwidth with the one the visitor waits for, so keep it small.
   */
  eagerCards?: number;
};

/** A grid of ad cards with a favourite heart on each. */
export function AdGrid({ ads, wide = false, eagerCards = 0 }: AdGridProps) {
  const locale = useLocale();
  return (
    <ul
      className={cn('grid grid-cols-1 gap-5 sm:grid-cols-2', wide ? 'lg:grid-cols-3 xl:grid-cols-4' : 'xl:grid-cols-3')}
    >
      {ads.map((ad, index) => (
        <li key={ad.id}>
          <AdCard
            ad={ad}
            eager={index < eagerCards}
            action={<FavouriteButton adId={ad.id} adTitle={adTitle(ad, locale).text} />}
          />
        </li>
      ))}
    </ul>
  );
}
