'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { z } from 'zod/mini';
import { useDeskAction } from '@/components/staff/use-desk-action';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { useErrorText } from '@/components/ui/use-error-text';
import {
  contentBannerInputSchema,
  faqInputSchema,
  seoConfigInputSchema,
  sitePageInputSchema,
  type SitePageKey,
} from '@/lib/schemas/site-content';
import { typedNumber } from '@/lib/typed-amount';
import { SearchPreview } from './search-preview';

export type ContentField = {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'select' | 'checkbox' | 'number';
  hint?: string;
  dir?: 'ltr' | 'rtl';
  rows?: number;
  options?: { value: string; label: string }[];
  /** An empty text is sent as null (an optional link). */
  nullable?: boolean;
  /** Shown with a character count against this many. */
  limit?: number;
};

/** What the form saves: a new row (no id) or an existing one. */
export type ContentTarget =
  | { kind: 'faq'; id?: number }
  | { kind: 'banner'; id?: number }
  | { kind: 'site-page'; key: SitePageKey }
  | { kind: 'seo'; id: number };

const schemas = {
  faq: faqInputSchema,
  banner: contentBannerInputSchema,
  'site-page': sitePageInputSchema,
  seo: seoConfigInputSchema,
} as const;

async function save(target: ContentTarget, input: unknown) {
  const { siteContentApi: client } = await import('@/lib/api/site-content');
  switch (target.kind) {
    case 'faq':
      return target.id
        ? client.updateFaq(target.id, input as z.output<typeof faqInputSchema>)
        : client.createFaq(input as z.output<typeof faqInputSchema>);
    case 'banner':
      return target.id
        ? client.updateBanner(target.id, input as z.output<typeof contentBannerInputSchema>)
        : client.createBanner(input as z.output<typeof contentBannerInputSchema>);
    case 'site-page':
      return client.updatePage(target.key, input as z.output<typeof sitePageInputSchema>);
    case 'seo':
      return client.updateSeo(target.id, input as z.output<typeof seoConfigInputSchema>);
  }
}

/**
 * One form for each kind of content: the fields come from the page, the values are checked with the same schema the
 * API uses before they are sent, and the API's field errors land on the same fields.
 */
export function ContentForm({
  target,
  title,
  fields,
  values,
  submitLabel,
  savedMessage,
  previewBase,
}: {
  target: ContentTarget;
  title: string;
  fields: ContentField[];
  values: Record<string, string | number | boolean | null>;
  submitLabel: string;
  savedMessage: string;
  /** The site's address: the SEO form shows a search result preview of what is typed. */
  previewBase?: string;
}) {
  const t = useTranslations('contentDesk');
  const errorText = useErrorText();
  const { pending, errors, setErrors, run } = useDeskAction();
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value ?? '')])),
  );

  const read = (form: HTMLFormElement) => {
    const data = new FormData(form);
    return Object.fromEntries(
      fields.map((field) => {
        const raw = String(data.get(field.name) ?? '');
        if (field.kind === 'checkbox') return [field.name, data.get(field.name) === 'on'];
        if (field.kind === 'number') return [field.name, raw.trim() === '' ? NaN : typedNumber(raw)];
        if (field.nullable && raw.trim() === '') return [field.name, null];
        return [field.name, raw];
      }),
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = schemas[target.kind].safeParse(read(event.currentTarget));
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), errorText.field(issue.message)])),
      );
      return;
    }
    await run(() => save(target, parsed.data), savedMessage);
  };

  return (
    <form
      onSubmit={submit}
      onInput={(event) =>
        setTyped(Object.fromEntries([...new FormData(event.currentTarget)].map(([k, v]) => [k, String(v)])))
      }
      noValidate
      className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      data-testid="content-form"
    >
      <h2 className="text-lg font-bold text-brand-900">{title}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        {fields.map((field) => {
          const value = values[field.name];
          const count =
            field.limit !== undefined
              ? t('form.count', { count: (typed[field.name] ?? '').trim().length, limit: field.limit })
              : undefined;
          const hint = [field.hint, count].filter(Boolean).join(' · ') || undefined;
          const common = { name: field.name, label: field.label, hint, error: errors[field.name], dir: field.dir };
          switch (field.kind) {
            case 'textarea':
              return (
                <TextAreaField
                  key={field.name}
                  {...common}
                  className="md:col-span-2"
                  rows={field.rows ?? 4}
                  defaultValue={String(value ?? '')}
                />
              );
            case 'select':
              return (
                <SelectField
                  key={field.name}
                  {...common}
                  options={field.options ?? []}
                  defaultValue={String(value ?? '')}
                />
              );
            case 'checkbox':
              return (
                <label
                  key={field.name}
                  className="flex items-center gap-2 self-end py-2 text-sm font-medium text-slate-800"
                >
                  <input
                    type="checkbox"
                    name={field.name}
                    defaultChecked={value === true}
                    className="size-5 rounded border-slate-300 text-brand-600"
                  />
                  {field.label}
                </label>
              );
            default:
              return (
                <TextField
                  key={field.name}
                  {...common}
                  inputMode={field.kind === 'number' ? 'decimal' : undefined}
                  defaultValue={String(value ?? '')}
                  autoComplete="off"
                />
              );
          }
        })}
      </div>
      {previewBase !== undefined && <SearchPreview typed={typed} base={previewBase} />}
      <button type="submit" disabled={pending} className={buttonClass('primary', 'md', 'justify-self-start')}>
        {pending ? t('form.saving') : submitLabel}
      </button>
    </form>
  );
}
