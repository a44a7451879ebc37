'use client';

import { useQuery } from '@/lib/queries/query-hooks';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AuthUser } from '@/lib/schemas/auth';
import { useIdentitySignIn, type IdentityProvider } from '@/lib/queries/use-identity-sign-in';
import { loadAuthApi } from '@/lib/queries/load-auth-api';
import { useErrorText } from '@/components/ui/use-error-text';
import { AppleSignInButton } from './apple-sign-in-button';
import { FormAlert } from '@/components/ui/form-status';
import { GoogleSignInButton } from './google-sign-in-button';

/** The API's nonce cookie lives 10 minutes; a fresh one is fetched before it runs out. */
const NONCE_REFRESH_MS = 9 * 60_000;

export type SocialClientIds = { google?: string; apple?: string };

/** Google and Apple sign-in, each shown only when its client id is configured; both share one nonce from the API. */
export function SocialSignIn({
  clientIds,
  onSignedIn,
}: {
  clientIds: SocialClientIds;
  onSignedIn(user: AuthUser): void;
}) {
  const t = useTranslations('login');
  const tMessages = useTranslations('general.messages');
  const errorText = useErrorText();
  const [unavailable, setUnavailable] = useState<IdentityProvider[]>([]);
  const [popupFailed, setPopupFailed] = useState(false);
  const identitySignIn = useIdentitySignIn();
  // Fetching the nonce sets its HttpOnly cookie, so it is refetched (not reused) after every attempt.
  const nonce = useQuery({
    queryKey: ['auth', 'identity-nonce'],
    queryFn: async () => (await loadAuthApi()).identityNonce(),
    enabled: Boolean(clientIds.google || clientIds.apple),
    staleTime: NONCE_REFRESH_MS,
    gcTime: 0,
    refetchInterval: NONCE_REFRESH_MS,
    refetchOnWindowFocus: false,
  });

  const markUnavailable = (provider: IdentityProvider) =>
    setUnavailable((list) => (list.includes(provider) ? list : [...list, provider]));
  const signIn = (provider: IdentityProvider) => (idToken: string) => {
    setPopupFailed(false);
    identitySignIn.mutate({ provider, idToken }, { onSuccess: onSignedIn, onSettled: () => void nonce.refetch() });
  };

  const google = clientIds.google && !unavailable.includes('google') ? clientIds.google : undefined;
  const apple = clientIds.apple && !unavailable.includes('apple') ? clientIds.apple : undefined;
  if (!google && !apple) return null;

  return (
    <section aria-label={t('socialLabel')} className="grid gap-3">
      <p className="flex items-center gap-3 text-xs text-slate-500 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
        {t('or')}
      </p>
      {nonce.data && (
        <div className="grid justify-items-center gap-3">
          {google && (
            <GoogleSignInButton
              clientId={google}
              nonce={nonce.data.nonce}
              onIdToken={signIn('google')}
              onUnavailable={() => markUnavailable('google')}
            />
          )}
          {apple && (
            <AppleSignInButton
              clientId={apple}
              nonce={nonce.data.nonce}
              disabled={identitySignIn.isPending}
              onIdToken={signIn('apple')}
              onUnavailable={() => markUnavailable('apple')}
              onFailure={() => setPopupFailed(true)}
            />
          )}
        </div>
      )}
      {identitySignIn.isError && <FormAlert>{errorText.request(identitySignIn.error)}</FormAlert>}
      {popupFailed && <FormAlert>{tMessages('requestFailed')}</FormAlert>}
    </section>
  );
}
