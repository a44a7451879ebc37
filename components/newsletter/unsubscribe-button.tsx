'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { useErrorText } from '@/components/ui/use-error-text';
import Link from 'next/link';

/** Unsubscribes the address an unsubscribe link names, on the reader's say-so. */
export function UnsubscribeButton({ token }: { token: string }) {
  const t = useTranslations('newsletterDesk.unsubscribePage');
  const errorText = useErrorText();
  const [state, setState] = useState<'asking' | 'working' | 'done'>('asking');
  const [problem, setProblem] = useState<string>();
  const unsubscribe = async () => {
    setState('working');
    setProblem(undefined);
    try {
      const { newsletterApi } = await import('@/lib/api/newsletter');
      await newsletterApi.unsubscribe(token);
      setState('done');
    } catch (error) {
      setProblem(errorText.request(error));
      setState('asking');
    }
  };
  if (state === 'done')
    return (
      <div className="grid gap-4">
        <p
          role="status"
          className="rounded-xl bg-emerald-50 p-4 text-emerald-900"
          data-testid="newsletter-unsubscribed"
        >
          {t('done')}
        </p>
        <Link href="/" className="text-brand-800 underline">
          {t('back')}
        </Link>
      </div>
    );
  return (
    <div className="grid gap-4">
      <p className="text-lg text-slate-900">{t('question')}</p>
      {problem && (
        <p role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-900">
          {problem}
        </p>
      )}
      <button
        type="button"
        onClick={unsubscribe}
        disabled={state === 'working'}
        className={buttonClass('primary', 'md', 'justify-self-start')}
        data-testid="newsletter-unsubscribe"
      >
        {state === 'working' ? t('working') : t('confirm')}
      </button>
    </div>
  );
}
