'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { availabilityAnswers, type AvailabilityAnswer } from '@/lib/ad-trust/reasons';
import { adTrustApi } from '@/lib/api/ad-trust';
import { buttonClass } from '@/components/ui/button-styles';
import { useErrorText } from '@/components/ui/use-error-text';

/** The owner's one tap: the link's answer first, the two others beside it; the answer is sent with the link's token. */
export function AvailabilityAnswerForm({
  adId,
  token,
  initial,
}: {
  adId: number;
  token: string;
  initial: AvailabilityAnswer;
}) {
  const t = useTranslations('availabilityAnswer');
  const errorText = useErrorText();
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'sending' }
    | { kind: 'done'; answer: AvailabilityAnswer }
    | { kind: 'failed'; message: string }
  >({ kind: 'idle' });

  async function send(answer: AvailabilityAnswer) {
    setState({ kind: 'sending' });
    try {
      await adTrustApi.answerByLink(adId, token, answer);
      setState({ kind: 'done', answer });
    } catch (error) {
      setState({ kind: 'failed', message: errorText.request(error) });
    }
  }

  if (state.kind === 'done')
    return (
      <div className="grid gap-4">
        <p role="status" data-testid="availability-done" className="rounded-xl bg-brand-50 p-4 text-brand-900">
          {t(`done.${state.answer}`)}
        </p>
        <Link href="/profile/ads" className={buttonClass('secondary', 'md', 'justify-self-start')}>
          {t('myAds')}
        </Link>
      </div>
    );
  const others = availabilityAnswers.filter((answer) => answer !== initial);
  return (
    <div className="grid gap-4">
      <p className="text-slate-600">{t(`explain.${initial}`)}</p>
      <button
        type="button"
        data-testid={`availability-${initial}`}
        disabled={state.kind === 'sending'}
        onClick={() => send(initial)}
        className={buttonClass(initial === 'available' ? 'primary' : 'danger', 'lg')}
      >
        {state.kind === 'sending' ? t('sending') : t(`confirm.${initial}`)}
      </button>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span>{t('other')}</span>
        {others.map((answer) => (
          <button
            key={answer}
            type="button"
            data-testid={`availability-${answer}`}
            disabled={state.kind === 'sending'}
            onClick={() => send(answer)}
            className={buttonClass('secondary', 'sm')}
          >
            {t(`confirm.${answer}`)}
          </button>
        ))}
      </div>
      {state.kind === 'failed' && (
        <p role="alert" className="text-sm text-red-700">
          {state.message}
        </p>
      )}
    </div>
  );
}
