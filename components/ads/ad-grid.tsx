import type { AdCard as AdCardData } from '@/lib/schemas/ads';
import { cn } from '@/components/ui/cn';
import { AdCard } from './ad-card';
import { FavouriteButton } from './favourite-button';

/** How many cards of a page are likely above the fold: their photos are not lazy. */
const EAGER_CARDS = 3;

/** A grid of ad cards with a favourite heart on each. */
export function AdGrid({ ads, wide = false }: { ads: AdCardData[]; /** Full page width (no filter column beside it). */ wide?: boolean }) {
  return (
    <ul className={cn('grid gap-5 sm:grid-cols-2', wide ? 'lg:grid-cols-3 xl:grid-cols-4' : 'xl:grid-cols-3')}>
      {ads.map((ad, index) => (
        <li key={ad.id}>
          <AdCard ad={ad} eager={index < EAGER_CARDS} action={<FavouriteButton adId={ad.id} adTitle={ad.title} />} />
        </li>
      ))}
    </ul>
  );
}
