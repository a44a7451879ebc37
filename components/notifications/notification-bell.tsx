'use client';

import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { formatCount } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { useUnreadNotifications } from '@/lib/queries/use-unread-notifications';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { BellIcon } from '@/components/ui/icons';
import { useDisclosure } from '@/components/ui/use-disclosure';

// The panel (its list, mutations and links) loads when the bell is first opened.
const BellPanel = dynamic(() => import('./bell-panel'));

/** Above this the badge shows "9+": the exact number is in the button's name and on the page. */
const BADGE_MAX = 9;

/**
 * The signed-in member's bell in the header: the unread count as a badge and in the button's name, and a disclosure
 * with the latest notifications. On phones the panel spans the header's width; on wider screens it hangs from the bell.
 */
export function NotificationBell({ memberId }: { memberId: number }) {
  const t = useTranslations('notifications');
  const locale = toLocale(useLocale());
  const { data: count = 0 } = useUnreadNotifications(memberId);
  const { open, close, toggle, rootRef, buttonRef, buttonProps, panelId } = useDisclosure();

  return (
    <div ref={rootRef} className="sm:relative">
      <button
        ref={buttonRef}
        type="button"
        {...buttonProps}
        aria-label={t('bell.label', { count, formatted: formatCount(count, locale) })}
        onClick={toggle}
        data-testid="notification-bell"
        className={cn(
          'relative flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 aria-expanded:bg-slate-100',
          focusRing,
        )}
      >
        <BellIcon className="size-6" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
          >
            {count > BADGE_MAX ? `${formatCount(BADGE_MAX, locale)}+` : formatCount(count, locale)}
          </span>
        )}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-2 top-full z-40 mt-2 rounded-xl border border-slate-200 bg-white shadow-xl sm:inset-x-auto sm:end-0 sm:w-96"
      >
        {open && <BellPanel memberId={memberId} onClose={close} />}
      </div>
    </div>
  );
}
