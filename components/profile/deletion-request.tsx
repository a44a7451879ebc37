'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useDeleteAccount } from '@/lib/queries/use-delete-account';
import { useSession } from '@/lib/auth/use-session';
import { flashStore } from '@/components/ui/flash';
import { loginHref } from '@/components/auth/return-to';
import { buttonClass } from '@/components/ui/button-styles';
import { CheckCircleIcon } from '@/components/ui/icons';
import { DataDownload } from './data-download';
import { DeletionSteps } from './deletion-steps';

const requestPath = '/account-deletion/request';

/** The deletion request: sign-in first, then confirm, receive a code on the account's own phone or e-mail, delete. */
export function DeletionRequest({ demo }: { demo: boolean }) {
  const t = useTranslations('accountDeletion');
  const tData = useTranslations('dataDownload');
  const tMessages = useTranslations('general.messages');
  const router = useRouter();
  const { status, user } = useSession();
  const deletion = useDeleteAccount();

  // The session is gone as soon as the deletion succeeds; the page says so instead of asking to sign in.
  if (deletion.isSuccess || (deletion.isPending && !user)) {
    return (
      <p role="status" className="flex items-center gap-2 font-medium text-brand-700">
        <CheckCircleIcon className="size-5 shrink-0" />
        {tMessages('accountDeleted')}
      </p>
    );
  }
  if (status === 'loading') {
    return (
      <p role="status" className="text-slate-600">
        {t('loading')}
      </p>
    );
  }
  if (!user) {
    return (
      <div className="grid justify-items-start gap-4">
        <p className="text-slate-700">{t('signInRequired')}</p>
        <Link href={loginHref(requestPath)} className={buttonClass('primary', 'md')}>
          {t('signIn')}
        </Link>
      </div>
    );
  }

  const remove = (otp: string) =>
    deletion.mutateAsync(otp).then(() => {
      flashStore.show(tMessages('accountDeleted'));
      router.push('/');
      router.refresh();
    });
  return (
    <div className="grid gap-8">
      <section aria-labelledby="data-copy-heading" className="rounded-xl bg-slate-50 p-4">
        <h2 id="data-copy-heading" className="font-bold text-brand-900">
          {tData('title')}
        </h2>
        <p className="mt-1 text-sm leading-6 text-slate-700">{tData('beforeDeletion')}</p>
        <p className="mt-1 text-sm leading-6 text-slate-600">{tData('hint')}</p>
        <DataDownload className="mt-3" />
      </section>
      <DeletionSteps user={user} demo={demo} onDelete={remove} pending={deletion.isPending} error={deletion.error} />
    </div>
  );
}
