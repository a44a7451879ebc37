'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { flashStore } from '@/components/ui/flash';
import { buttonClass, focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { TextField } from '@/components/ui/field';
import { CloseIcon } from '@/components/ui/icons';
import { useErrorText } from '@/components/ui/use-error-text';
import { ApiError } from '@/lib/api/api-error';
import { featureAdFormSchema } from '@/lib/schemas/ads';

async function setFeatured(adId: number, featured: boolean) {
  const { featuredAdsApi } = await import('@/lib/api/featured-ads');
  return featuredAdsApi.setFeatured(adId, featured);
}

/** The operator picks a live ad by its number; a refusal on the number is shown on the field. */
export function FeatureAdForm() {
  const t = useTranslations('featuredAds');
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = featureAdFormSchema.safeParse({ adId: String(new FormData(form).get('adId') ?? '') });
    if (!parsed.success) {
      setError(errorText.field(parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await setFeatured(parsed.data.adId, true);
      form.reset();
      flashStore.show(t('featureDone'));
      router.refresh();
    } catch (failure) {
      const onField =
        failure instanceof ApiError
          ? (failure.fieldErrors?.adId?.[0] ?? (failure.code === 'NOT_FOUND' ? 'featuredAds.notFound' : undefined))
          : undefined;
      if (onField) setError(errorText.field(onField));
      else flashStore.show(errorText.request(failure), 'error');
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="feature-ad-form" className="flex flex-wrap items-start gap-3">
      <TextField
        label={t('adNumber')}
        hint={t('adNumberHint')}
        error={error}
        name="adId"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        className="w-full max-w-xs"
      />
      <button type="submit" disabled={pending} className={buttonClass('primary', 'md', 'sm:mt-7')}>
        {t('feature')}
      </button>
    </form>
  );
}

/** Over a featured card's photo: takes the pick back. */
export function UnfeatureButton({ adId, title }: { adId: number; title: string }) {
  const t = useTranslations('featuredAds');
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const remove = async () => {
    setPending(true);
    try {
      await setFeatured(adId, false);
      flashStore.show(t('unfeatureDone'));
      router.refresh();
    } catch (failure) {
      flashStore.show(errorText.request(failure), 'error');
    } finally {
      setPending(false);
    }
  };
  return (
    <button
      type="button"
      onClick={remove}
      disabled={pending}
      aria-label={t('unfeature', { title })}
      title={t('unfeature', { title })}
      data-testid={`unfeature-${adId}`}
      className={cn(
        'flex size-10 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow-md hover:bg-red-50 hover:text-red-700',
        focusRing,
      )}
    >
      <CloseIcon className="size-5" aria-hidden="true" />
    </button>
  );
}
