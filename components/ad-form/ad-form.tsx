'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { formatCount, localName } from '@/lib/format';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import type { ApiError } from '@/lib/api/api-error';
import { dealTypes, type DealTypeSlug } from '@/lib/constants';
import { toLocale } from '@/lib/i18n/config';
import { AD_DESCRIPTION_MAX, AD_PARCEL_MAX, AD_TITLE_MAX, type AdDetail } from '@/lib/schemas/ads';
import { adFormMessageKeys, adFormSchema, adFormValues, emptyAdForm, toAdInput, type AdFormOutput, type AdFormValues } from '@/lib/schemas/ad-form';
import { useCreateAd } from '@/lib/queries/use-create-ad';
import { useUpdateAd } from '@/lib/queries/use-update-ad';
import { flashStore } from '@/components/auth/flash';
import { FormAlert } from '@/components/ui/form-status';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { applyServerFieldErrors } from '@/components/ui/server-field-errors';
import { useErrorText } from '@/components/ui/use-error-text';
import type { AdFormOptions } from './ad-form-options';
import { AreaCombobox } from './area-combobox';
import { FormSection } from './form-section';
import { MediaManager } from './media-manager';
import { useAdMedia } from './use-ad-media';

type AdFormProps = { options: AdFormOptions } & ({ mode: 'create' } | { mode: 'edit'; ad: AdDetail });

const resolver = zodResolver(adFormSchema);

/** Fields the API may name in its field errors, under the same names as the form's. */
const serverFields = ['title', 'dealType', 'categoryId', 'propertyTypeId', 'areaId', 'sizeSqm', 'bedrooms', 'bathrooms', 'floors', 'parcelNumber', 'description', 'titleEn', 'descriptionEn'] as const satisfies ReadonlyArray<Path<AdFormValues>>;

const dealTypeSlugs = Object.keys(dealTypes) as DealTypeSlug[];

const numberInput = { type: 'text', dir: 'ltr', autoComplete: 'off' } as const;
/** The English fields are typed left to right on an Arabic page too. */
const englishInput = { lang: 'en', dir: 'ltr' } as const;

/**
 * The ad form, for a new ad and for editing one. A new ad is created as a pending draft and its files are then
 * uploaded to it one by one; an edited ad's photos and videos change at once, its fields when the form is saved.
 */
export function AdForm(props: AdFormProps) {
  const t = useTranslations('adForm');
  const tMessages = useTranslations('general.messages');
  const locale = toLocale(useLocale());
  const errorText = useErrorText();
  const router = useRouter();
  const ad = props.mode === 'edit' ? props.ad : undefined;
  const { options } = props;
  const create = useCreateAd();
  const update = useUpdateAd();
  const [uploadingAfterCreate, setUploadingAfterCreate] = useState(false);
  const media = useAdMedia({ adId: ad?.id, initial: ad?.media ?? [], onError: (error) => flashStore.show(errorText.request(error), 'error') });
  const form = useForm<AdFormValues, unknown, AdFormOutput>({ resolver, defaultValues: ad ? adFormValues(ad) : emptyAdForm });
  const { errors } = form.formState;
  const [dealType, categoryId, priceUndisclosed] = useWatch({ control: form.control, name: ['dealType', 'categoryId', 'priceUndisclosed'] });

  const categories = options.categories.filter((category) => category.dealTypes.includes(dealType as DealTypeSlug));
  const propertyTypes = options.propertyTypes.filter((type) => String(type.categoryId) === categoryId);
  const formMessages: Record<string, string> = { [adFormMessageKeys.number]: t('validation.number'), [adFormMessageKeys.wholeNumber]: t('validation.wholeNumber') };
  const fieldError = (message: string | undefined) => (message && formMessages[message]) || errorText.field(message);

  const placeServerErrors = (error: ApiError) => {
    applyServerFieldErrors(error, form.setError, serverFields);
    const price = error.fieldErrors?.priceFils?.[0];
    if (price) form.setError('price', { type: 'server', message: price });
  };

  const submit = form.handleSubmit(
    (values) => {
      if (ad) {
        const input = toAdInput(values, { latitude: ad.latitude, longitude: ad.longitude });
        update.mutate(
          { id: ad.id, input },
          {
            onSuccess: () => {
              flashStore.show(tMessages('adUpdated'));
              router.push(`/profile/ads/${ad.id}`);
              router.refresh();
            },
            onError: placeServerErrors,
          },
        );
        return;
      }
      create.mutate(toAdInput(values), {
        onSuccess: async (created) => {
          setUploadingAfterCreate(true);
          const failed = await media.uploadQueued(created.id);
          if (failed > 0) flashStore.show(t('mediaFailedAfterCreate', { count: failed, formatted: formatCount(failed, locale) }), 'error');
          else flashStore.show(tMessages('adCreated'));
          router.push(`/profile/ads/${created.id}`);
        },
        onError: placeServerErrors,
      });
    },
    () => {
      create.reset();
      update.reset();
    },
  );

  const saving = create.isPending || update.isPending || uploadingAfterCreate;
  const failure = ad ? update.error : create.error;

  return (
    <form noValidate onSubmit={submit} data-testid="ad-form" className="grid gap-6">
      <FormSection title={t('sections.details')}>
        <TextField {...form.register('title')} label={t('title')} hint={t('titleHint')} maxLength={AD_TITLE_MAX} className="sm:col-span-2" error={fieldError(errors.title?.message)} />
        <SelectField
          {...form.register('dealType', {
            onChange: (event: { target: { value: string } }) => {
              const category = options.categories.find((c) => String(c.id) === form.getValues('categoryId'));
              if (category && !category.dealTypes.includes(event.target.value as DealTypeSlug)) {
                form.setValue('categoryId', '');
                form.setValue('propertyTypeId', '');
              }
            },
          })}
          label={t('dealType')}
          placeholder={t('choose')}
          options={dealTypeSlugs.map((slug) => ({ value: slug, label: t(`dealTypes.${slug}`) }))}
          error={fieldError(errors.dealType?.message)}
        />
        <SelectField
          {...form.register('categoryId', { onChange: () => form.setValue('propertyTypeId', '') })}
          label={t('category')}
          placeholder={t('choose')}
          hint={dealType ? undefined : t('categoryHint')}
          disabled={!dealType}
          options={categories.map((category) => ({ value: category.id, label: localName(locale, category) }))}
          error={fieldError(errors.categoryId?.message)}
        />
        <SelectField
          {...form.register('propertyTypeId')}
          label={t('propertyType')}
          placeholder={t('choose')}
          hint={categoryId ? undefined : t('propertyTypeHint')}
          disabled={!categoryId}
          options={propertyTypes.map((type) => ({ value: type.id, label: localName(locale, type) }))}
          error={fieldError(errors.propertyTypeId?.message)}
        />
        <Controller
          control={form.control}
          name="areaId"
          render={({ field }) => (
            <AreaCombobox
              ref={field.ref}
              label={t('area')}
              areas={options.areas}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldError(errors.areaId?.message)}
            />
          )}
        />
      </FormSection>

      <FormSection title={t('sections.sizePrice')}>
        <TextField {...form.register('sizeSqm')} {...numberInput} inputMode="decimal" label={t('size')} error={fieldError(errors.sizeSqm?.message)} />
        <div className="grid gap-2">
          <TextField
            {...form.register('price', { disabled: priceUndisclosed })}
            {...numberInput}
            inputMode="decimal"
            label={t('price')}
            hint={priceUndisclosed ? t('priceHiddenHint') : t('priceHint')}
            error={priceUndisclosed ? undefined : fieldError(errors.price?.message)}
          />
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              {...form.register('priceUndisclosed', { onChange: () => form.clearErrors('price') })}
              className="size-4 accent-brand-600"
            />
            {t('priceUndisclosed')}
          </label>
        </div>
      </FormSection>

      <FormSection title={t('sections.specs')}>
        <TextField {...form.register('bedrooms')} {...numberInput} inputMode="numeric" label={t('bedrooms')} error={fieldError(errors.bedrooms?.message)} />
        <TextField {...form.register('bathrooms')} {...numberInput} inputMode="numeric" label={t('bathrooms')} error={fieldError(errors.bathrooms?.message)} />
        <TextField {...form.register('floors')} {...numberInput} inputMode="numeric" label={t('floors')} error={fieldError(errors.floors?.message)} />
        <TextField {...form.register('parcelNumber')} label={t('parcelNumber')} hint={t('parcelHint')} maxLength={AD_PARCEL_MAX} error={fieldError(errors.parcelNumber?.message)} />
        <TextAreaField
          {...form.register('description')}
          label={t('description')}
          hint={t('descriptionHint', { max: AD_DESCRIPTION_MAX })}
          maxLength={AD_DESCRIPTION_MAX}
          rows={6}
          className="sm:col-span-2"
          error={fieldError(errors.description?.message)}
        />
      </FormSection>

      <FormSection title={t('sections.english')} description={t('englishHint')}>
        <TextField
          {...form.register('titleEn')}
          {...englishInput}
          label={t('titleEn')}
          hint={t('titleEnHint')}
          maxLength={AD_TITLE_MAX}
          className="sm:col-span-2"
          error={fieldError(errors.titleEn?.message)}
        />
        <TextAreaField
          {...form.register('descriptionEn')}
          {...englishInput}
          label={t('descriptionEn')}
          hint={t('descriptionHint', { max: AD_DESCRIPTION_MAX })}
          maxLength={AD_DESCRIPTION_MAX}
          rows={5}
          className="sm:col-span-2"
          error={fieldError(errors.descriptionEn?.message)}
        />
      </FormSection>

      <div className="rounded-2xl border border-slate-200 bg-white p-6">
        <MediaManager media={media} live={Boolean(ad)} disabled={saving} />
      </div>

      <div className="grid gap-3">
        {failure && (
          <FormAlert>
            {ad ? tMessages('adUpdateFailed') : t('createFailed')} {errorText.request(failure)}
          </FormAlert>
        )}
        {media.busy && ad && <p className="text-sm text-slate-600">{t('waitForUploads')}</p>}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={saving || media.busy} aria-busy={saving} className={buttonClass('primary', 'lg')}>
            {saving ? (uploadingAfterCreate ? t('uploadingMedia') : t('saving')) : ad ? t('save') : t('create')}
          </button>
          <Link href={ad ? `/profile/ads/${ad.id}` : '/profile/ads'} className={buttonClass('ghost', 'lg')}>
            {t('cancel')}
          </Link>
        </div>
      </div>
    </form>
  );
}
