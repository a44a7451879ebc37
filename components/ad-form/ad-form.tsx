'use client';

import { formatCount, localName } from '@/lib/format';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { AD_DESCRIPTION_MAX, AD_PARCEL_MAX, AD_TITLE_MAX, dealTypes, type DealTypeSlug } from '@/lib/constants';
import { toLocale } from '@/lib/i18n/config';
import { adFormValues, emptyAdForm, toAdInput } from '@/lib/ads/ad-form-values';
import type { AdDetail } from '@/lib/schemas/ads';
import type { AdFormOutput, AdFormValues } from '@/lib/schemas/ad-form';
import { useCreateAd } from '@/lib/queries/use-create-ad';
import { useUpdateAd } from '@/lib/queries/use-update-ad';
import { flashStore } from '@/components/ui/flash';
import { FormAlert } from '@/components/ui/form-status';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { useCheckedForm } from '@/components/ui/use-checked-form';
import { useErrorText } from '@/components/ui/use-error-text';
import type { AdFormOptions } from './ad-form-options';
import { AreaCombobox } from './area-combobox';
import { FormSection } from './form-section';
import { useAdMedia } from './use-ad-media';

type AdFormProps = { options: AdFormOptions } & ({ mode: 'create' } | { mode: 'edit'; ad: AdDetail });

/** The form's fields in their order on the page; the API names them the same, but for the price in fils. */
const fieldOrder = [
  'title',
  'dealType',
  'categoryId',
  'propertyTypeId',
  'areaId',
  'sizeSqm',
  'price',
  'bedrooms',
  'bathrooms',
  'floors',
  'parcelNumber',
  'unitNumber',
  'description',
  'titleEn',
  'descriptionEn',
];
const apiFields = { priceFils: 'price' };

// Photos and videos are the form's last section, under the fold: their manager (drag and drop, previews, its texts)
// loads after the page, in a box of its size meanwhile, so the form's first load stays within the JS budget.
const MediaManager = dynamic(() => import('./media-manager').then((m) => m.MediaManager), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="h-52 animate-pulse rounded-xl bg-slate-50" />,
});

const checkAdForm = async (values: AdFormValues) => (await import('./ad-form-check')).checkAdForm(values);

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
  const media = useAdMedia({
    adId: ad?.id,
    initial: ad?.media ?? [],
    onError: (error) => flashStore.show(errorText.request(error), 'error'),
  });
  const areaSearch = useRef<HTMLInputElement>(null);
  const { formRef, values, change, bind, errorOf, submit, placeServerErrors } = useCheckedForm<
    AdFormValues,
    AdFormOutput
  >({
    initial: ad ? adFormValues(ad) : emptyAdForm,
    fieldOrder,
    check: checkAdForm,
    apiFields,
    controls: { areaId: areaSearch },
  });
  const { dealType, categoryId, priceUndisclosed } = values;

  const categories = options.categories.filter((category) => category.dealTypes.includes(dealType as DealTypeSlug));
  const propertyTypes = options.propertyTypes.filter((type) => String(type.categoryId) === categoryId);

  /** A category the new deal type does not have is cleared, with its property type. */
  const changeDealType = (next: string) =>
    change((current) => {
      const category = options.categories.find((c) => String(c.id) === current.categoryId);
      return category && !category.dealTypes.includes(next as DealTypeSlug)
        ? { dealType: next, categoryId: '', propertyTypeId: '' }
        : { dealType: next };
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await submit();
    if (!checked) {
      create.reset();
      update.reset();
      return;
    }
    if (ad) {
      const input = toAdInput(checked, { latitude: ad.latitude, longitude: ad.longitude });
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
    create.mutate(toAdInput(checked), {
      onSuccess: async (created) => {
        setUploadingAfterCreate(true);
        const failed = await media.uploadQueued(created.id);
        if (failed > 0)
          flashStore.show(
            t('mediaFailedAfterCreate', { count: failed, formatted: formatCount(failed, locale) }),
            'error',
          );
        else flashStore.show(tMessages('adCreated'));
        router.push(`/profile/ads/${created.id}`);
      },
      onError: placeServerErrors,
    });
  };

  const saving = create.isPending || update.isPending || uploadingAfterCreate;
  const failure = ad ? update.error : create.error;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      data-testid="ad-form"
      className="grid gap-6"
    >
      <FormSection title={t('sections.details')}>
        <TextField
          {...bind('title')}
          label={t('title')}
          hint={t('titleHint')}
          maxLength={AD_TITLE_MAX}
          className="sm:col-span-2"
        />
        <SelectField
          {...bind('dealType')}
          onChange={(event) => changeDealType(event.target.value)}
          label={t('dealType')}
          placeholder={t('choose')}
          options={dealTypeSlugs.map((slug) => ({ value: slug, label: t(`dealTypes.${slug}`) }))}
        />
        <SelectField
          {...bind('categoryId')}
          onChange={(event) => change({ categoryId: event.target.value, propertyTypeId: '' })}
          label={t('category')}
          placeholder={t('choose')}
          hint={dealType ? undefined : t('categoryHint')}
          disabled={!dealType}
          options={categories.map((category) => ({ value: category.id, label: localName(locale, category) }))}
        />
        <SelectField
          {...bind('propertyTypeId')}
          label={t('propertyType')}
          placeholder={t('choose')}
          hint={categoryId ? undefined : t('propertyTypeHint')}
          disabled={!categoryId}
          options={propertyTypes.map((type) => ({ value: type.id, label: localName(locale, type) }))}
        />
        <AreaCombobox
          ref={areaSearch}
          label={t('area')}
          areas={options.areas}
          value={values.areaId}
          onChange={(areaId) => change({ areaId })}
          error={errorOf('areaId')}
        />
      </FormSection>

      <FormSection title={t('sections.sizePrice')}>
        <TextField {...bind('sizeSqm')} {...numberInput} inputMode="decimal" label={t('size')} />
        <div className="grid gap-2">
          <TextField
            {...bind('price')}
            {...numberInput}
            inputMode="decimal"
            disabled={priceUndisclosed}
            label={t('price')}
            hint={priceUndisclosed ? t('priceHiddenHint') : t('priceHint')}
            error={priceUndisclosed ? undefined : errorOf('price')}
          />
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name="priceUndisclosed"
              checked={priceUndisclosed}
              onChange={(event) => change({ priceUndisclosed: event.target.checked })}
              className="size-4 accent-brand-600"
            />
            {t('priceUndisclosed')}
          </label>
        </div>
      </FormSection>

      <FormSection title={t('sections.specs')}>
        <TextField {...bind('bedrooms')} {...numberInput} inputMode="numeric" label={t('bedrooms')} />
        <TextField {...bind('bathrooms')} {...numberInput} inputMode="numeric" label={t('bathrooms')} />
        <TextField {...bind('floors')} {...numberInput} inputMode="numeric" label={t('floors')} />
        <TextField
          {...bind('parcelNumber')}
          label={t('parcelNumber')}
          hint={t('parcelHint')}
          maxLength={AD_PARCEL_MAX}
        />
        <TextField
          {...bind('unitNumber')}
          {...numberInput}
          inputMode="numeric"
          label={t('unitNumber')}
          hint={t('unitNumberHint')}
          maxLength={20}
        />
        <TextAreaField
          {...bind('description')}
          label={t('description')}
          hint={t('descriptionHint', { max: AD_DESCRIPTION_MAX })}
          maxLength={AD_DESCRIPTION_MAX}
          rows={6}
          className="sm:col-span-2"
        />
      </FormSection>

      <FormSection title={t('sections.english')} description={t('englishHint')}>
        <TextField
          {...bind('titleEn')}
          {...englishInput}
          label={t('titleEn')}
          hint={t('titleEnHint')}
          maxLength={AD_TITLE_MAX}
          className="sm:col-span-2"
        />
        <TextAreaField
          {...bind('descriptionEn')}
          {...englishInput}
          label={t('descriptionEn')}
          hint={t('descriptionHint', { max: AD_DESCRIPTION_MAX })}
          maxLength={AD_DESCRIPTION_MAX}
          rows={5}
          className="sm:col-span-2"
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
          <button
            type="submit"
            disabled={saving || media.busy}
            aria-busy={saving}
            className={buttonClass('primary', 'lg')}
          >
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
