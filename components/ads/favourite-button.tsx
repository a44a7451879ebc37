'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { visiblePath } from '@/lib/i18n/config';
import { useFavouriteIds } from '@/lib/queries/use-favourite-ids';
import { useToggleFavourite } from '@/lib/queries/use-toggle-favourite';
import { flashStore } from '@/components/auth/flash';
import { loginHref } from '@/components/auth/return-to';
import { buttonClass, focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { HeartIcon } from '@/components/ui/icons';
import { useErrorText } from '@/components/ui/use-error-text';

type FavouriteButtonProps = {
  adId: number;
  /** Names the ad in the icon's label, so a list of hearts is not a list of identical buttons. */
  adTitle?: string;
  variant?: 'icon' | 'full';
};

// The round heart over a card's photo, on every card of a list: its classes are named once in app/globals.css.
const iconClass = cn('favourite-icon', focusRing);

/**
 * Saves the ad to the member's favourites or removes it (the heart fills at once); a visitor is taken to sign in and
 * brought back to this page.
 */
export function FavouriteButton({ adId, adTitle, variant = 'icon' }: FavouriteButtonProps) {
  const t = useTranslations('adActions.favourite');
  const tMessages = useTranslations('general.messages');
  const errorText = useErrorText();
  const pathname = usePathname();
  const router = useRouter();
  const { status, memberId, ids, isLoading } = useFavouriteIds();
  const toggle = useToggleFavourite(memberId);
  const saved = ids.has(adId);
  const icon = variant === 'icon';

  if (status === 'signed-out') {
    return (
      <Link
        href={loginHref(visiblePath(pathname))}
        // The filters of a list page live in its query: come back to exactly this list.
        onClick={(event) => {
          event.preventDefault();
          router.push(loginHref(window.location.pathname + window.location.search));
        }}
        aria-label={icon ? t('signInToSave') : undefined}
        title={icon ? t('signInToSave') : undefined}
        className={icon ? iconClass : buttonClass('secondary', 'md', 'w-full')}
      >
        <HeartIcon className="size-5" />
        {!icon && t('add')}
      </Link>
    );
  }

  const onClick = () =>
    toggle.mutate(
      { adId, wasFavourite: saved },
      {
        onSuccess: ({ favourited }) => flashStore.show(tMessages(favourited ? 'favouriteAdded' : 'favouriteRemoved')),
        onError: (error) => flashStore.show(errorText.request(error), 'error'),
      },
    );

  const label = icon && adTitle ? t(saved ? 'removeNamed' : 'addNamed', { title: adTitle }) : t(saved ? 'remove' : 'add');
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={isLoading || toggle.isPending}
      data-saved={saved}
      aria-label={icon ? label : undefined}
      title={icon ? label : undefined}
      data-testid="favourite-button"
      className={icon ? cn(iconClass, 'disabled:opacity-70') : buttonClass('secondary', 'md', cn('w-full', saved && 'border-red-200 bg-red-50 text-red-700 hover:bg-red-100'))}
    >
      <HeartIcon className={cn('size-5', saved && 'fill-red-600 text-red-600')} />
      {!icon && label}
    </button>
  );
}
