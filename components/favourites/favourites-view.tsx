'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { DealTypeSlug } from '@/lib/constants';
import { useFavourites } from '@/lib/queries/use-favourites';
import { useSession } from '@/lib/auth/use-session';
import { AdCard } from '@/components/ads/ad-card';
import { adTitle } from '@/components/ads/ad-text';
import { EmptyResults } from '@/components/ads/empty-results';
import { Pagination } from '@/components/ads/pagination';
import { buttonClass } from '@/components/ui/button-styles';
import { HeartIcon } from '@/components/ui/icons';
import { RemoveFavouriteButton } from './remove-favourite-button';
import { SignInPrompt } from './sign-in-prompt';
import { formatCount } from '@/lib/format';

type FavouritesViewProps = { dealType?: DealTypeSlug; page: number; path: string };

function LoadingGrid() {
  const t = useTranslations('favourites');
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('loading')}</span>
      <ul aria-hidden="true" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className="h-80 animate-pulse rounded-2xl bg-white ring-1 ring-slate-200" />
        ))}
      </ul>
    </div>
  );
}

/**
 * The signed-in member's saved ads, fetched in the browser with the member's token (which the HTTP client renews), so
 * a heart toggled on any ad page and a removal here change the same cached list.
 */
export function FavouritesView({ dealType, page, path }: FavouritesViewProps) {
  const t = useTranslations('favourites');
  const tMessages = useTranslations('general.messages');
  const locale = useLocale();
  const router = useRouter();
  const { status, user } = useSession();
  const favourites = useFavourites(user?.id, { dealType, page });
  const data = favourites.data;
  const totalPages = data ? Math.ceil(data.totalItems / data.pageSize) : 0;
  const hrefFor = (target: number) => (target > 1 ? `${path}?page=${target}` : path);

  // Removing the last card of the last page leaves nothing here: go to the page that now is the last one.
  const pastTheEnd = data !== undefined && !favourites.isPlaceholderData && data.data.length === 0 && page > 1;
  const lastPageHref = hrefFor(Math.max(1, totalPages));
  useEffect(() => {
    if (pastTheEnd) router.replace(lastPageHref);
  }, [pastTheEnd, lastPageHref, router]);

  if (status === 'signed-out') return <SignInPrompt returnTo={path} />;
  if (!user || !data) {
    if (favourites.isError) {
      return (
        <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
          <p className="text-slate-700">{t('loadFailed')}</p>
          <button type="button" onClick={() => void favourites.refetch()} className={buttonClass('secondary', 'md')}>
            {t('retry')}
          </button>
        </div>
      );
    }
    return <LoadingGrid />;
  }
  if (data.totalItems === 0) {
    return (
      <EmptyResults
        title={tMessages('noFavourites')}
        icon={<HeartIcon className="size-7" />}
        action={{ label: t('browse'), href: dealType ? `/ads/${dealType}` : '/ads' }}
      />
    );
  }

  return (
    <div className="grid gap-5" aria-busy={favourites.isFetching}>
      <p className="text-slate-600" data-testid="favourites-count">
        {t('count', { count: data.totalItems, formatted: formatCount(data.totalItems, locale) })}
      </p>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {data.data.map((ad, index) => (
          <li key={ad.id}>
            <AdCard
              ad={ad}
              eager={index < 4}
              action={<RemoveFavouriteButton memberId={user.id} adId={ad.id} title={adTitle(ad, locale).text} />}
            />
          </li>
        ))}
      </ul>
      <Pagination currentPage={data.currentPage} totalPages={totalPages} hrefFor={hrefFor} />
    </div>
  );
}
