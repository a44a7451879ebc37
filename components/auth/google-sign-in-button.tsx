'use client';

import { useLocale } from 'next-intl';
import { useEffect, useRef } from 'react';
import { loadScript } from './load-script';

const GSI_SRC = 'https://accounts.google.com/gsi/client';

type GoogleIdentityServices = {
  accounts: {
    id: {
      initialize(config: {
        client_id: string;
        callback(response: { credential: string }): void;
        nonce: string;
        ux_mode: 'popup';
        context: 'signin';
      }): void;
      renderButton(
        parent: HTMLElement,
        options: {
          type: 'standard';
          theme: 'outline';
          size: 'large';
          text: 'continue_with';
          shape: 'rectangular';
          width: number;
          locale: string;
        },
      ): void;
    };
  };
};

declare global {
  interface Window {
    google?: GoogleIdentityServices;
  }
}

type GoogleSignInButtonProps = {
  clientId: string;
  nonce: string;
  onIdToken(idToken: string): void;
  onUnavailable(): void;
};

/** Google's own button (Google Identity Services), bound to the API's nonce; hands the ID token over. */
export function GoogleSignInButton({ clientId, nonce, onIdToken, onUnavailable }: GoogleSignInButtonProps) {
  const locale = useLocale();
  const containerRef = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onIdToken, onUnavailable });
  useEffect(() => {
    handlers.current = { onIdToken, onUnavailable };
  });

  useEffect(() => {
    let cancelled = false;
    loadScript(GSI_SRC).then(
      () => {
        const container = containerRef.current;
        const google = window.google;
        if (cancelled || !container || !google) return;
        google.accounts.id.initialize({
          client_id: clientId,
          nonce,
          ux_mode: 'popup',
          context: 'signin',
          callback: ({ credential }) => handlers.current.onIdToken(credential),
        });
        // Google's button accepts 200–400 px.
        const width = Math.max(200, Math.min(400, container.clientWidth));
        google.accounts.id.renderButton(container, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          width,
          locale,
        });
      },
      () => {
        if (!cancelled) handlers.current.onUnavailable();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, nonce, locale]);

  return <div ref={containerRef} data-testid="google-sign-in" className="flex min-h-11 w-full justify-center" />;
}
