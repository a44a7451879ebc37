'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import type { AuthUser } from '@/lib/schemas/auth';
import { visiblePath } from '@/lib/i18n/config';
import { useSession } from '@/lib/queries/use-session';
import { useSignOut } from '@/lib/queries/use-sign-out';
import { FlashToast } from '@/components/auth/flash-toast';
import { loginHref } from '@/components/auth/return-to';
import { UserAvatar } from '@/components/auth/user-avatar';
import { buttonClass, focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { ChevronDownIcon, UserIcon } from '@/components/ui/icons';
import { useDisclosure } from '@/components/ui/use-disclosure';

const accountLinks = [
  ['editProfile', '/profile/edit-profile'],
  ['myAds', '/profile/ads'],
  ['favourites', '/my-favourites'],
  ['deleteAccount', '/account-deletion'],
] as const;

const itemClass = cn('flex w-full items-center rounded-lg px-3 py-2 text-start text-sm text-slate-700 hover:bg-brand-50 hover:text-slate-900', focusRing);

/** The visible path without the proxy's hidden locale segment. */

function AccountLinks({ onSignOut, signingOut }: { onSignOut(): void; signingOut: boolean }) {
  const t = useTranslations('userMenu');
  return (
    <ul className="grid gap-0.5">
      {accountLinks.map(([key, href]) => (
        <li key={key}>
          <Link href={href} className={itemClass}>
            {t(key)}
          </Link>
        </li>
      ))}
      <li className="mt-1 border-t border-slate-200 pt-1">
        <button type="button" onClick={onSignOut} disabled={signingOut} className={cn(itemClass, 'text-red-700 hover:bg-red-50 hover:text-red-800')}>
          {signingOut ? t('signingOut') : t('signOut')}
        </button>
      </li>
    </ul>
  );
}

/** Button with the avatar and first name; a disclosure of ordinary links (not an ARIA menu), closed by Escape or outside. */
function AccountDropdown({ user, onSignOut, signingOut }: { user: AuthUser; onSignOut(): void; signingOut: boolean }) {
  const t = useTranslations('userMenu');
  const { open, toggle, rootRef, buttonRef, buttonProps, panelId } = useDisclosure();

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        {...buttonProps}
        aria-label={t('label', { name: `${user.firstName} ${user.lastName}` })}
        onClick={toggle}
        className={cn('flex h-9 items-center gap-2 rounded-lg ps-1 pe-2 text-sm font-medium text-slate-800 hover:bg-slate-100 aria-expanded:bg-slate-100', focusRing)}
      >
        <UserAvatar firstName={user.firstName} src={user.avatar} className="size-7 text-xs" />
        <span className="max-w-32 truncate">{user.firstName}</span>
        <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div id={panelId} hidden={!open} className="absolute end-0 top-full z-40 mt-2 min-w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
        <AccountLinks onSignOut={onSignOut} signingOut={signingOut} />
      </div>
    </div>
  );
}

/**
 * The visitor's account in the header (`variant="header"`, wide screens) or the phone drawer: a sign-in link back to
 * this page, a placeholder of the same size while the session is restored, or the account links and sign-out.
 */
export function UserMenu({ variant = 'header' }: { variant?: 'header' | 'drawer' }) {
  const t = useTranslations('userMenu');
  const { status, user } = useSession();
  const pathname = usePathname();
  const router = useRouter();
  const signOut = useSignOut();
  const drawer = variant === 'drawer';

  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSettled: () => {
        router.push('/');
        router.refresh();
      },
    });

  let content;
  if (status === 'signed-in' && user) {
    content = drawer ? (
      <div className="grid gap-2">
        <p className="flex items-center gap-3 px-3 py-2 font-medium text-slate-900">
          <UserAvatar firstName={user.firstName} src={user.avatar} className="size-9 text-sm" />
          {user.firstName} {user.lastName}
        </p>
        <AccountLinks onSignOut={onSignOut} signingOut={signOut.isPending} />
      </div>
    ) : (
      <AccountDropdown user={user} onSignOut={onSignOut} signingOut={signOut.isPending} />
    );
  } else if (status === 'loading') {
    // Silent: announcing it on every page load would only be noise.
    content = <span aria-hidden="true" className={cn('block animate-pulse rounded-lg bg-slate-100', drawer ? 'h-11 w-full' : 'h-9 w-32')} />;
  } else {
    content = (
      <Link href={loginHref(visiblePath(pathname))} className={buttonClass('primary', drawer ? 'md' : 'sm', drawer ? 'w-full' : undefined)}>
        <UserIcon className="size-4" />
        {t('signIn')}
      </Link>
    );
  }

  if (drawer) return <div data-testid="user-menu-drawer">{content}</div>;
  return (
    <>
      <FlashToast />
      <div data-testid="user-menu" className="hidden sm:block">
        {content}
      </div>
    </>
  );
}
