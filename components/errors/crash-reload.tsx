'use client';

import { useEffect } from 'react';
import { setReloadWindow } from '@/lib/crash-reload-window';

/**
 * Spec §8: a page-load error reporting an insertion node not found reloads the page (once; lib/crash-recovery.ts).
 * Errors React catches go to the error boundaries; this hears the ones outside React (scripts, event handlers,
 * uncaught renders), and hands the boundaries the reload window from the server's configuration. The recovery code
 * loads only when an error comes: every page carries this listener, within the first-load budget.
 */
export function CrashReload({ windowSeconds }: { windowSeconds: number }) {
  useEffect(() => {
    setReloadWindow(windowSeconds * 1000);
    const recover = (error: unknown) => {
      import('@/lib/crash-recovery').then(({ recoverFromWindowError }) => recoverFromWindowError(error)).catch(() => undefined);
    };
    const onWindowError = (event: ErrorEvent) => recover(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => recover(event.reason);
    window.addEventListener('error', onWindowError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onWindowError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [windowSeconds]);
  return null;
}
