'use client';

import type { MouseEvent, ReactNode } from 'react';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useDisclosure } from '@/components/ui/use-disclosure';

/**
 * Disclosure for a group of navigation links (not an ARIA menu: the panel holds ordinary links). The links stay in
 * the document while closed, so crawlers and assistive technology can still find them, unless `renderWhenOpen` (a
 * large panel whose links the page has elsewhere) draws them only while open. Closes on Escape, on a
 * click or focus outside, on choosing a link and on navigation. A `centred` panel hangs centred under the nearest
 * positioned ancestor (the header) instead of its button, for panels wider than the space beside the button.
 */
export function NavDropdown({
  label,
  align = 'start',
  centred = false,
  panelClassName,
  renderWhenOpen = false,
  children,
}: {
  label: string;
  align?: 'start' | 'end';
  centred?: boolean;
  panelClassName?: string;
  renderWhenOpen?: boolean;
  children: ReactNode;
}) {
  const { open, toggle, close, rootRef, buttonRef, buttonProps, panelId } = useDisclosure();

  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) close();
  };

  return (
    <div ref={rootRef} className={centred ? undefined : 'relative'}>
      <button
        ref={buttonRef}
        type="button"
        {...buttonProps}
        onClick={toggle}
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
          centred ? 'inset-x-0 mx-auto' : align === 'start' ? 'start-0' : 'end-0',
          panelClassName,
        )}
      >
        {(open || !renderWhenOpen) && children}
      </div>
    </div>
  );
}
