'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { visiblePath } from '@/lib/i18n/config';
import type { SavedSearchFilters } from '@/lib/schemas/saved-searches';
import { useSessionPresence } from '@/lib/auth/use-session-presence';
import { loginHref } from '@/components/auth/return-to';
import { buttonClass } from '@/components/ui/button-styles';
import { BellIcon } from '@/components/ui/icons';

// The dialog and its request code load when the button is first pressed, not with every list page.
const SaveSearchDialog = dynamic(() => import('./save-search-dialog').then((m) => m.SaveSearchDialog), { ssr: false });

/**
 * "Save this search" on an ads list, with or without filters. A visitor is taken to sign in and brought back to this
 * exact list; a member names the search (the page's title by default) and picks how often to be told.
 */
export function SaveSearchButton({ filters, defaultName }: { filters: SavedSearchFilters; defaultName: string }) {
  const t = useTranslations('savedSearches');
  // A visitor's button renders once, as the server sent it (no query, no second render).
  const presence = useSessionPresence('visitor');
  const pathname = usePathname();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const className = buttonClass('secondary', 'md', 'shrink-0');

  if (presence === 'visitor') {
    return (
      <Link
        href={loginHref(visiblePath(pathname))}
        // The filters live in the query: come back to exactly this list.
        onClick={(event) => {
          event.preventDefault();
          router.push(loginHref(window.location.pathname + window.location.search));
        }}
        title={t('signInToSave')}
        className={className}
        data-testid="save-search"
      >
        <BellIcon className="size-5" />
        {t('save')}
      </Link>
    );
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={presence === 'unknown'}
        className={className}
        data-testid="save-search"
      >
        <BellIcon className="size-5" />
        {t('save')}
      </button>
      {open && <SaveSearchDialog filters={filters} defaultName={defaultName} onClose={() => setOpen(false)} />}
    </>
  );
}
