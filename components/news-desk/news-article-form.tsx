'use client';

import { useRouter } from 'next/navigation';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { NewsBodyHtml } from '@/components/news/news-body';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { flashStore } from '@/components/ui/flash';
import { useErrorText } from '@/components/ui/use-error-text';
import { ApiError } from '@/lib/api/api-error';
import { newsCategories } from '@/lib/schemas/news';
import type { NewsArticleInput, NewsDeskArticle } from '@/lib/schemas/news-desk';

type Field = keyof NewsArticleInput | 'cover';
type Errors = Partial<Record<Field, string>>;
type BodyField = 'bodyAr' | 'bodyEn';

/** Creates an article as a draft, or edits one in any state; the bodies can be previewed as the site renders them. */
export function NewsArticleForm({
  article,
  categoryLabels,
}: {
  article?: NewsDeskArticle;
  categoryLabels: Record<(typeof newsCategories)[number], string>;
}) {
  const t = useTranslations('newsDesk.form');
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [cover, setCover] = useState({ key: article?.coverKey ?? null, url: article?.coverUrl ?? null });
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<{ field: BodyField; html: string } | null>(null);

  const showErrors = (error: unknown) => {
    if (error instanceof ApiError && error.fieldErrors)
      setErrors(
        Object.fromEntries(
          Object.entries(error.fieldErrors).map(([field, messages]) => [field, errorText.field(messages[0])]),
        ),
      );
    else flashStore.show(errorText.request(error), 'error');
  };

  const uploadCover = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setUploading(true);
    setErrors((current) => ({ ...current, cover: undefined, coverKey: undefined }));
    try {
      const { newsDeskApi } = await import('@/lib/api/news-desk');
      const stored = await newsDeskApi.uploadCover(file);
      setCover({ key: stored.coverKey, url: stored.coverUrl });
      flashStore.show(t('coverReady'));
    } catch (error) {
      showErrors(error);
    } finally {
      setUploading(false);
      event.target.value = '';
    }
  };

  const showPreview = async (field: BodyField, form: HTMLFormElement | null) => {
    const body = String(new FormData(form ?? undefined).get(field) ?? '');
    try {
      const { newsDeskApi } = await import('@/lib/api/news-desk');
      setPreview({ field, html: (await newsDeskApi.preview(body)).html });
    } catch (error) {
      showErrors(error);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const input = {
      category: text('category'),
      titleAr: text('titleAr'),
      titleEn: text('titleEn'),
      summaryAr: text('summaryAr'),
      summaryEn: text('summaryEn'),
      bodyAr: text('bodyAr'),
      bodyEn: text('bodyEn'),
      tags: text('tags')
        .split(/[,،]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
      slug: text('slug').trim(),
      coverKey: cover.key,
    } as NewsArticleInput;
    setPending(true);
    setErrors({});
    try {
      const { newsDeskApi } = await import('@/lib/api/news-desk');
      if (article) {
        await newsDeskApi.update(article.id, input);
        flashStore.show(t('saved'));
        router.refresh();
      } else {
        const created = await newsDeskApi.create(input);
        flashStore.show(t('created'));
        router.push(`/profile/news-desk/${created.id}`);
      }
    } catch (error) {
      showErrors(error);
    } finally {
      setPending(false);
    }
  };

  const body = (field: BodyField) => (
    <div className="grid gap-2">
      <TextAreaField
        label={t(field)}
        name={field}
        rows={10}
        defaultValue={article?.[field]}
        hint={t('bodyHint')}
        error={errors[field]}
        dir={field === 'bodyAr' ? 'rtl' : 'ltr'}
      />
      <button
        type="button"
        className={buttonClass('secondary', 'sm', 'justify-self-start')}
        onClick={(event) => showPreview(field, event.currentTarget.form)}
        data-testid={`preview-${field}`}
      >
        {t('preview')}
      </button>
      {preview?.field === field && (
        <section
          aria-label={t('previewOf', { field: t(field) })}
          className="rounded-xl bg-sand-100/60 p-4 ring-1 ring-slate-200"
          dir={field === 'bodyAr' ? 'rtl' : 'ltr'}
          data-testid="news-preview"
        >
          <NewsBodyHtml html={preview.html} />
        </section>
      )}
    </div>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-5 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      data-testid="news-article-form"
    >
      <h2 className="text-lg font-bold text-brand-900">{article ? t('editTitle') : t('newTitle')}</h2>
      <SelectField
        label={t('category')}
        name="category"
        defaultValue={article?.category ?? 'market'}
        options={newsCategories.map((category) => ({ value: category, label: categoryLabels[category] }))}
        error={errors.category}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('titleAr')}
          name="titleAr"
          dir="rtl"
          defaultValue={article?.titleAr}
          error={errors.titleAr}
        />
        <TextField
          label={t('titleEn')}
          name="titleEn"
          dir="ltr"
          defaultValue={article?.titleEn}
          error={errors.titleEn}
        />
        <TextAreaField
          label={t('summaryAr')}
          name="summaryAr"
          rows={3}
          dir="rtl"
          defaultValue={article?.summaryAr}
          error={errors.summaryAr}
        />
        <TextAreaField
          label={t('summaryEn')}
          name="summaryEn"
          rows={3}
          dir="ltr"
          defaultValue={article?.summaryEn}
          error={errors.summaryEn}
        />
      </div>
      {body('bodyAr')}
      {body('bodyEn')}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('tags')}
          name="tags"
          hint={t('tagsHint')}
          defaultValue={article?.tags.join(', ')}
          error={errors.tags}
          autoComplete="off"
        />
        <TextField
          label={t('slug')}
          name="slug"
          dir="ltr"
          hint={t('slugHint')}
          defaultValue={article?.slug}
          error={errors.slug}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-2">
        <TextField
          label={t('cover')}
          name="cover"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hint={uploading ? t('coverUploading') : t('coverHint')}
          error={errors.cover ?? errors.coverKey}
          onChange={uploadCover}
          disabled={uploading}
          className="[&_input]:pt-2"
        />
        {cover.url && (
          <div className="flex flex-wrap items-end gap-3">
            {/* eslint-disable-next-line @next/next/no-img-element -- a stored 640 px WebP, shown as it is */}
            <img src={cover.url} alt={t('coverAlt')} width={320} height={180} className="rounded-lg" />
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => setCover({ key: null, url: null })}
            >
              {t('coverRemove')}
            </button>
          </div>
        )}
      </div>
      <button
        type="submit"
        disabled={pending || uploading}
        className={buttonClass('primary', 'md', 'justify-self-start')}
        data-testid="save-article"
      >
        {pending ? t('saving') : article ? t('save') : t('create')}
      </button>
    </form>
  );
}
