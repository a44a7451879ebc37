'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { AppleIcon } from '@/components/ui/brand-icons';
import { loadScript } from './load-script';

const APPLE_JS_SRC = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';

type SignInWithApple = {
  auth: {
    init(config: { clientId: string; scope: string; redirectURI: string; nonce: string; usePopup: true }): void;
    signIn(): Promise<{ authorization: { id_token: string } }>;
  };
};

declare global {
  interface Window {
    AppleID?: SignInWithApple;
  }
}

/** Apple's popup reports a closed window as an error object; that is the visitor changing their mind, not a failure. */
function isCancellation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'error' in error ? String(error.error) : '';
  return code === 'popup_closed_by_user' || code === 'user_cancelled_authorize';
}

type AppleSignInButtonProps = {
  clientId: string;
  nonce: string;
  disabled: boolean;
  onIdToken(idToken: string): void;
  /** Apple JS could not be loaded. */
  onUnavailable(): void;
  /** The popup failed for another reason than the visitor closing it. */
  onFailure(): void;
};

/** Sign in with Apple (Apple JS in a popup), bound to the API's nonce; hands the ID token over. */
export function AppleSignInButton({
  clientId,
  nonce,
  disabled,
  onIdToken,
  onUnavailable,
  onFailure,
}: AppleSignInButtonProps) {
  const t = useTranslations('login');
  const [ready, setReady] = useState(false);
  const onUnavailableRef = useRef(onUnavailable);
  useEffect(() => {
    onUnavailableRef.current = onUnavailable;
  });

  useEffect(() => {
    let cancelled = false;
    loadScript(APPLE_JS_SRC).then(
      () => {
        if (cancelled || !window.AppleID) return;
        window.AppleID.auth.init({
          clientId,
          scope: 'name email',
          redirectURI: `${window.location.origin}/login`,
          nonce,
          usePopup: true,
        });
        setReady(true);
      },
      () => {
        if (!cancelled) onUnavailableRef.current();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, nonce]);

  const signIn = async () => {
    try {
      const response = await window.AppleID?.auth.signIn();
      if (response) onIdToken(response.authorization.id_token);
    } catch (error) {
      if (!isCancellation(error)) onFailure();
    }
  };

  return (
    <button
      type="button"
      onClick={signIn}
      disabled={!ready || disabled}
      data-testid="apple-sign-in"
      className={cn(
        'inline-flex h-11 w-full max-w-[400px] items-center justify-center gap-2 rounded-lg bg-black px-5 text-sm font-medium text-white hover:bg-slate-800 disabled:cursor-not-allowed disabled:opacity-60',
        focusRing,
      )}
    >
      <AppleIcon className="size-5" />
      {t('apple')}
    </button>
  );
}
