'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { ChevronDownIcon } from '@/components/ui/icons';

/**
 * Disclosure for a group of navigation links (not an ARIA menu: the panel holds ordinary links). The links stay in
 * the document while closed, so crawlers and assistive technology can still find them. Closes on Escape, on a
 * click or focus outside, on choosing a link and on navigation.
 */
export function NavDropdown({ label, align = 'start', panelClassName, children }: { label: string; align?: 'start' | 'end'; panelClassName?: string; children: ReactNode }) {
  const pathname = usePathname();
  // Remembering where the panel was opened closes it by itself after any navigation.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) setOpenAt(null);
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenAt(open ? null : pathname)}
        className={cn(
          'flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-expanded:bg-slate-100',
          focusRing,
        )}
      >
        {label}
        <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        onClick={onPanelClick}
        className={cn(
          'absolute top-full z-40 mt-2 rounded-xl border border-slate-200 bg-white p-2 shadow-xl',
          align === 'start' ? 'start-0' : 'end-0',
          panelClassName,
        )}
      >
        {children}
      </div>
    </div>
  );
}
