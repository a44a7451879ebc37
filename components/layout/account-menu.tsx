'use client';

import { useQuery } from '@/lib/queries/query-hooks';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { AuthUser } from '@/lib/schemas/auth';
import { accountKeys } from '@/lib/queries/account-keys';
import { useSignOut } from '@/lib/queries/use-sign-out';
import { BACK_OFFICE_HREF } from '@/lib/staff-desks';
import { UserAvatar } from '@/components/auth/user-avatar';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useDisclosure } from '@/components/ui/use-disclosure';

const accountLinks = [
  ['editProfile', '/profile/edit-profile'],
  ['accountSettings', '/profile/account-settings'],
  ['myAds', '/profile/ads'],
  ['brokerProfile', '/broker-profile'],
  ['accountBalances', '/profile/account-balances'],
  ['notifications', '/profile/notifications'],
  ['savedSearches', '/profile/saved-searches'],
  ['requests', '/profile/request-followup'],
  ['favourites', '/my-favourites'],
  ['deleteAccount', '/account-deletion'],
] as const;

const itemClass = cn(
  'flex w-full items-center rounded-lg px-3 py-2 text-start text-sm text-slate-700 hover:bg-brand-50 hover:text-slate-900',
  focusRing,
);

/** Whether the member holds a staff role: asked only once the menu is open, then remembered for five minutes. */
function useIsStaff(open: boolean) {
  const desks = useQuery({
    queryKey: accountKeys.desks(),
    queryFn: async () => (await import('@/lib/api/staff')).staffApi.myDesks(),
    enabled: open,
    staleTime: 5 * 60_000,
  });
  return (desks.data?.desks.length ?? 0) > 0;
}

function AccountLinks({ open, onSignOut, signingOut }: { open: boolean; onSignOut(): void; signingOut: boolean }) {
  const t = useTranslations('userMenu');
  const staff = useIsStaff(open);
  return (
    <ul className="grid gap-0.5">
      {accountLinks.map(([key, href]) => (
        <li key={key}>
          <Link href={href} className={itemClass}>
            {t(key)}
          </Link>
        </li>
      ))}
      {staff && (
        <li>
          <Link
            href={BACK_OFFICE_HREF}
            className={cn(itemClass, 'font-semibold text-brand-700')}
            data-testid="back-office-link"
          >
            {t('backOffice')}
          </Link>
        </li>
      )}
      <li className="mt-1 border-t border-slate-200 pt-1">
        <button
          type="button"
          onClick={onSignOut}
          disabled={signingOut}
          className={cn(itemClass, 'text-red-700 hover:bg-red-50 hover:text-red-800')}
        >
          {signingOut ? t('signingOut') : t('signOut')}
        </button>
      </li>
    </ul>
  );
}

/**
 * Button with the avatar and first name (the avatar alone on phones); a disclosure of ordinary links (not an ARIA menu),
 * closed by Escape or outside.
 */
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
        className={cn(
          'flex h-10 items-center justify-center gap-2 rounded-lg text-sm font-medium text-slate-800 hover:bg-slate-100 aria-expanded:bg-slate-100 max-sm:w-10 sm:h-9 sm:ps-1 sm:pe-2',
          focusRing,
        )}
      >
        <UserAvatar firstName={user.firstName} src={user.avatar} className="size-7 text-xs" />
        <span className="max-w-32 truncate max-sm:hidden">{user.firstName}</span>
        <ChevronDownIcon className={cn('size-4 transition-transform max-sm:hidden', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute end-0 top-full z-40 mt-2 min-w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        <AccountLinks open={open} onSignOut={onSignOut} signingOut={signingOut} />
      </div>
    </div>
  );
}

/**
 * A signed-in member's account links and sign-out: in the header row the notification bell and a dropdown, at the top
 * of the phone drawer a folded list.
 */
export default function AccountMenu({ user, drawer }: { user: AuthUser; drawer: boolean }) {
  const router = useRouter();
  const signOut = useSignOut();
  const signingOut = signOut.isPending;
  const goHome = () => {
    router.push('/');
    router.refresh();
  };
  // Not `mutate`'s own callbacks: signing out unmounts this menu, and an unmounted observer's callbacks never run.
  const onSignOut = () => void signOut.mutateAsync().then(goHome, goHome);

  return drawer ? (
    // The drawer opens on its navigation: the account is one line at its top, unfolded on demand.
    <details className="group">
      <summary
        className={cn(
          'flex cursor-pointer list-none items-center gap-3 rounded-lg px-3 py-2 font-medium text-slate-900 hover:bg-slate-100 [&::-webkit-details-marker]:hidden',
          focusRing,
        )}
      >
        <UserAvatar firstName={user.firstName} src={user.avatar} className="size-9 text-sm" />
        <span className="flex-1 truncate">
          {user.firstName} {user.lastName}
        </span>
        <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="pt-2">
        <AccountLinks open onSignOut={onSignOut} signingOut={signingOut} />
      </div>
    </details>
  ) : (
    <>
      <NotificationBell memberId={user.id} />
      <AccountDropdown user={user} onSignOut={onSignOut} signingOut={signingOut} />
    </>
  );
}
