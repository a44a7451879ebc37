import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { loginHref } from '@/components/auth/return-to';
import { buttonClass } from '@/components/ui/button-styles';
import { HeartIcon } from '@/components/ui/icons';

/** Favourites belong to an account: a visitor is asked to sign in (and comes back here), not redirected away. */
export function SignInPrompt({ returnTo }: { returnTo: string }) {
  const t = useTranslations('favourites');
  return (
    <div
      data-testid="favourites-sign-in"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-slate-200"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-red-50 text-red-600">
        <HeartIcon className="size-8" />
      </span>
      <h2 className="text-xl font-bold text-slate-900">{t('signInTitle')}</h2>
      <p className="text-slate-600">{t('signInDescription')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link href={loginHref(returnTo)} className={buttonClass('primary', 'md')}>
          {t('signIn')}
        </Link>
        <Link href={loginHref(returnTo, '/sign-up')} className={buttonClass('secondary', 'md')}>
          {t('signUp')}
        </Link>
      </div>
    </div>
  );
}
