'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { visiblePath } from '@/lib/i18n/config';
import { useSession } from '@/lib/auth/use-session';
import { FlashToast } from '@/components/ui/flash-toast';
import { loginHref } from '@/components/auth/return-to';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { UserIcon } from '@/components/ui/icons';
import { IntentLink } from '@/components/ui/intent-link';

// A visitor's first page rarely has a session: the account menu (the avatar's image code, sign-out) loads once one exists.
const AccountMenu = dynamic(() => import('./account-menu'));

/**
 * The visitor's account in the header row (`variant="header"`, an icon on phones) and at the top of the phone drawer: a
 * sign-in link back to this page, a placeholder of the same size while the session is restored, or the account links
 * and sign-out. A signed-in member's notification bell (in the account menu's code) sits beside it.
 */
export function UserMenu({ variant = 'header' }: { variant?: 'header' | 'drawer' }) {
  const t = useTranslations('userMenu');
  const { status, user } = useSession();
  const pathname = usePathname();
  const drawer = variant === 'drawer';

  let content;
  if (status === 'signed-in' && user) {
    content = <AccountMenu user={user} drawer={drawer} />;
  } else if (status === 'loading') {
    // Silent: announcing it on every page load would only be noise.
    content = (
      <span
        aria-hidden="true"
        className={cn('block animate-pulse rounded-lg bg-slate-100', drawer ? 'h-11 w-full' : 'h-10 w-10 sm:w-32')}
      />
    );
  } else {
    content = (
      <IntentLink
        href={loginHref(visiblePath(pathname))}
        className={buttonClass('primary', drawer ? 'md' : 'sm', drawer ? 'w-full' : 'h-10 max-sm:w-10 max-sm:px-0')}
      >
        <UserIcon className={drawer ? 'size-4' : 'size-5 shrink-0 sm:size-4'} />
        <span className={drawer ? undefined : 'max-sm:sr-only'}>{t('signIn')}</span>
      </IntentLink>
    );
  }

  if (drawer) return <div data-testid="user-menu-drawer">{content}</div>;
  return (
    <>
      <FlashToast />
      <div data-testid="user-menu" className="flex items-center gap-1.5">
        {content}
      </div>
    </>
  );
}
