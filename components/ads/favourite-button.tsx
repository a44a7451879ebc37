'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { visiblePath } from '@/lib/i18n/config';
import { useSessionPresence } from '@/lib/auth/use-session-presence';
import { loginHref } from '@/components/auth/return-to';
import { buttonClass, focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { HeartIcon } from '@/components/ui/icons';

export type FavouriteButtonProps = {
  adId: number;
  /** Names the ad in the icon's label, so a list of hearts is not a list of identical buttons. */
  adTitle?: string;
  variant?: 'icon' | 'full';
};

// The round heart over a card's photo, on every card of a list: its classes are named once in app/globals.css.
export const favouriteIconClass = cn('favourite-icon', focusRing);

/** The heart while the session or the member's button loads: the same size, not yet pressable. */
function PendingFavouriteButton({ variant = 'icon' }: Pick<FavouriteButtonProps, 'variant'>) {
  const t = useTranslations('adActions.favourite');
  const icon = variant === 'icon';
  return (
    <button
      type="button"
      disabled
      data-saved={false}
      aria-label={icon ? t('add') : undefined}
      title={icon ? t('add') : undefined}
      data-testid="favourite-button"
      className={icon ? cn(favouriteIconClass, 'disabled:opacity-70') : buttonClass('secondary', 'md', 'w-full')}
    >
      <HeartIcon className="size-5" />
      {!icon && t('add')}
    </button>
  );
}

// Most visitors are signed out: the member's toggle (its mutation, messages and error texts) loads with a session.
const MemberFavouriteButton = lazy(() => import('./member-favourite-button'));

/**
 * Saves the ad to the member's favourites or removes it (member-favourite-button.tsx); a visitor is taken to sign in
 * and brought back to this page. A visitor's heart holds no query and, on a list of twenty cards, renders once, as the
 * server sent it; a member's hearts wait for the session and then load their toggle.
 */
export function FavouriteButton({ adId, adTitle, variant = 'icon' }: FavouriteButtonProps) {
  const t = useTranslations('adActions.favourite');
  const pathname = usePathname();
  const router = useRouter();
  const presence = useSessionPresence('visitor');
  const icon = variant === 'icon';

  if (presence === 'unknown') return <PendingFavouriteButton variant={variant} />;
  if (presence === 'member') {
    return (
      <Suspense fallback={<PendingFavouriteButton variant={variant} />}>
        <MemberFavouriteButton adId={adId} adTitle={adTitle} variant={variant} />
      </Suspense>
    );
  }
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
      className={icon ? favouriteIconClass : buttonClass('secondary', 'md', 'w-full')}
    >
      <HeartIcon className="size-5" />
      {!icon && t('add')}
    </Link>
  );
}
