'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { AlertIcon, CheckCircleIcon, CloseIcon } from '@/components/ui/icons';
import { useHydrated } from '@/components/ui/use-hydrated';
import { sessionEndedNotice } from '@/lib/auth/session-ended';
import { flashStore } from './flash';

const VISIBLE_MS = 6000;

/**
 * Shows the pending flash message as a toast at the bottom of the screen; it closes itself after a few seconds. It is
 * portalled to <body>: a header with backdrop-filter would otherwise become the box its `position: fixed` refers to.
 * The notice that the session ended comes over the full load of `/` that signs the member out (lib/auth/session-ended.ts).
 */
export function FlashToast() {
  const t = useTranslations('general.actions');
  const tErrors = useTranslations('errors');
  const flash = useSyncExternalStore(flashStore.subscribe, flashStore.get, () => undefined);
  const inBrowser = useHydrated();

  useEffect(() => {
    const showSessionEnded = () => {
      if (sessionEndedNotice.take()) flashStore.show(tErrors('SESSION_ENDED'), 'error');
    };
    showSessionEnded();
    return sessionEndedNotice.subscribe(showSessionEnded);
  }, [tErrors]);

  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => flashStore.dismiss(flash.id), VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [flash]);

  const Icon = flash?.tone === 'error' ? AlertIcon : CheckCircleIcon;
  if (!inBrowser) return null;
  // The live region stays in place so that a message appearing in it is announced.
  return createPortal(
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {flash && (
        <p
          data-testid="flash-toast"
          className={cn(
            'pointer-events-auto flex max-w-md items-center gap-3 rounded-xl px-4 py-3 text-sm font-medium shadow-lg',
            flash.tone === 'error' ? 'bg-red-700 text-white' : 'bg-brand-700 text-white',
          )}
        >
          <Icon className="size-5 shrink-0" />
          <span className="flex-1">{flash.text}</span>
          <button
            type="button"
            aria-label={t('close')}
            onClick={() => flashStore.dismiss(flash.id)}
            className={cn(
              '-me-1 flex size-8 shrink-0 items-center justify-center rounded-lg hover:bg-white/15',
              focusRing,
            )}
          >
            <CloseIcon className="size-4" />
          </button>
        </p>
      )}
    </div>,
    document.body,
  );
}
