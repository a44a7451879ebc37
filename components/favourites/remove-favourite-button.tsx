'use client';

import { useTranslations } from 'next-intl';
import { useToggleFavourite } from '@/lib/queries/use-toggle-favourite';
import { flashStore } from '@/components/ui/flash';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { HeartIcon } from '@/components/ui/icons';
import { useErrorText } from '@/components/ui/use-error-text';

/** Takes the ad off the member's favourites: the card leaves the list at once and comes back if the call fails. */
export function RemoveFavouriteButton({ memberId, adId, title }: { memberId: number; adId: number; title: string }) {
  const t = useTranslations('favourites');
  const tMessages = useTranslations('general.messages');
  const errorText = useErrorText();
  const toggle = useToggleFavourite(memberId);
  // The card (and this button) leaves the list before the call returns, and mutate()'s own callbacks die with it:
  // the promise still settles.
  const remove = () =>
    toggle
      .mutateAsync({ adId, wasFavourite: true })
      .then(() => flashStore.show(tMessages('favouriteRemoved')))
      .catch((error: unknown) => flashStore.show(errorText.request(error), 'error'));
  return (
    <button
      type="button"
      onClick={remove}
      disabled={toggle.isPending}
      aria-label={t('remove', { title })}
      title={t('remove', { title })}
      data-testid="remove-favourite"
      className={cn(
        'flex size-10 items-center justify-center rounded-full bg-white/95 text-red-600 shadow-md hover:bg-red-50',
        focusRing,
      )}
    >
      <HeartIcon className="size-5 fill-red-600" />
    </button>
  );
}
