'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import type { DrawerNavData } from './drawer-nav';

const DrawerNav = dynamic(() => import('./drawer-nav'));

/**
 * Phone navigation: a button opening a modal drawer from the start side. The native <dialog> traps focus, closes on
 * Escape and hands focus back to the button; choosing a link or navigating closes it too.
 */
export function MobileMenu({ nav }: { nav: DrawerNavData }) {
  const t = useTranslations('header');
  const pathname = usePathname();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previousOverflow;
    };
  }, [open]);

  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as HTMLElement;
    // A click on the backdrop lands on the dialog element itself.
    if (target === event.currentTarget || target.closest('a')) setOpenAt(null);
  };

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('openMenu')}
        onClick={() => setOpenAt(pathname)}
        className={cn(
          'flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden',
          focusRing,
        )}
      >
        <MenuIcon className="size-6" />
      </button>
      <dialog
        ref={dialogRef}
        aria-label={t('menuTitle')}
        onClose={() => setOpenAt(null)}
        onClick={onDialogClick}
        className="fixed inset-y-0 start-0 end-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] overflow-y-auto bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <p className="text-base font-bold text-slate-900">{t('menuTitle')}</p>
          <button
            type="button"
            aria-label={t('closeMenu')}
            onClick={() => setOpenAt(null)}
            className={cn(
              'flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100',
              focusRing,
            )}
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <div className="px-3 py-4">{open && <DrawerNav nav={nav} />}</div>
      </dialog>
    </>
  );
}
