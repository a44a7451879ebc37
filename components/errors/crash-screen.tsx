'use client';

import { useEffect } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { recoverFromCrash } from '@/lib/crash-recovery';
import type { CrashReport } from '@/lib/crash-report';
import type { Locale } from '@/lib/i18n/config';
import type messages from '@/messages/ar.json';

// The `crash` namespace of both catalogues, inlined at build (next.config.ts): the root's boundary has no next-intl
// provider, and the texts must show even when the failure was in loading them.
const crashMessages = JSON.parse(process.env.CRASH_MESSAGES ?? '{}') as Record<Locale, (typeof messages)['crash']>;

export interface CrashScreenProps {
  error: Error & { digest?: string };
  /** Next's retry: refreshes the route's server data and renders the segment again. */
  retry: () => void;
  locale: Locale;
  source: CrashReport['source'];
}

/**
 * What a visitor sees when a page crashed: a retry and a way home (a full load, which also recovers a document a
 * translation tool rewrote). A DOM mismatch reloads the page once instead; every crash is reported to the server.
 */
export function CrashScreen({ error, retry, locale, source }: CrashScreenProps) {
  useEffect(() => {
    recoverFromCrash(error, source);
  }, [error, source]);
  const t = crashMessages[locale];
  return (
    <div
      role="alert"
      data-testid="crash-screen"
      className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center"
    >
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="text-slate-600">{t.description}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className={buttonClass('primary', 'md')}>
          {t.retry}
        </button>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load: a crashed document (perhaps one a translation tool rewrote, or the root layout's) is not to be reused */}
        <a href="/" className={buttonClass('secondary', 'md')}>
          {t.home}
        </a>
      </div>
    </div>
  );
}
