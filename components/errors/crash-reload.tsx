'use client';

import { useEffect } from 'react';
import { isDomMismatchError, recoverFromCrash, setReloadWindow } from '@/lib/crash-recovery';

/**
 * Spec §8: a page-load error reporting an insertion node not found reloads the page (once; lib/crash-recovery.ts).
 * Errors React catches go to the error boundaries; this hears the ones outside React (scripts, event handlers,
 * uncaught renders), and hands the boundaries the reload window from the server's configuration.
 */
export function CrashReload({ windowSeconds }: { windowSeconds: number }) {
  useEffect(() => {
    setReloadWindow(windowSeconds * 1000);
    const onError = (error: unknown) => {
      if (isDomMismatchError(error)) recoverFromCrash(error, 'window');
    };
    const onWindowError = (event: ErrorEvent) => onError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => onError(event.reason);
    window.addEventListener('error', onWindowError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onWindowError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [windowSeconds]);
  return null;
}
