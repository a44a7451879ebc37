'use client';

import { useTranslations } from 'next-intl';
import { useFavouriteIds } from '@/lib/queries/use-favourite-ids';
import { useToggleFavourite } from '@/lib/queries/use-toggle-favourite';
import { flashStore } from '@/components/ui/flash';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { HeartIcon } from '@/components/ui/icons';
import { useErrorText } from '@/components/ui/use-error-text';
import { favouriteIconClass, type FavouriteButtonProps } from './favourite-button';

/** Saves the ad to the member's favourites or removes it (the heart fills at once). */
export default function MemberFavouriteButton({ adId, adTitle, variant = 'icon' }: FavouriteButtonProps) {
  const t = useTranslations('adActions.favourite');
  const tMessages = useTranslations('general.messages');
  const errorText = useErrorText();
  const { memberId, ids, isLoading } = useFavouriteIds();
  const toggle = useToggleFavourite(memberId);
  const saved = ids.has(adId);
  const icon = variant === 'icon';

  const onClick = () =>
    toggle.mutate(
      { adId, wasFavourite: saved },
      {
        onSuccess: ({ favourited }) => flashStore.show(tMessages(favourited ? 'favouriteAdded' : 'favouriteRemoved')),
        onError: (error) => flashStore.show(errorText.request(error), 'error'),
      },
    );

  const label =
    icon && adTitle ? t(saved ? 'removeNamed' : 'addNamed', { title: adTitle }) : t(saved ? 'remove' : 'add');
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={isLoading || toggle.isPending}
      data-saved={saved}
      aria-label={icon ? label : undefined}
      title={icon ? label : undefined}
      data-testid="favourite-button"
      className={
        icon
          ? cn(favouriteIconClass, 'disabled:opacity-70')
          : buttonClass(
              'secondary',
              'md',
              cn('w-full', saved && 'border-red-200 bg-red-50 text-red-700 hover:bg-red-100'),
            )
      }
    >
      <HeartIcon className={cn('size-5', saved && 'fill-red-600 text-red-600')} />
      {!icon && label}
    </button>
  );
}
