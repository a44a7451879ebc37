'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * Open state of a disclosure (a button and the panel it shows): closes on Escape (focus back on the button), on a
 * pointer or focus outside its root, and after any navigation, because it remembers the path it was opened on.
 */
export function useDisclosure() {
  const pathname = usePathname();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return {
    open,
    toggle: () => setOpenAt(open ? null : pathname),
    close: () => setOpenAt(null),
    rootRef,
    buttonRef,
    buttonProps: { 'aria-expanded': open, 'aria-controls': panelId },
    panelId,
  };
}
