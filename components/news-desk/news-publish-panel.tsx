'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/field';
import { flashStore } from '@/components/ui/flash';
import { useErrorText } from '@/components/ui/use-error-text';
import { ApiError } from '@/lib/api/api-error';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import type { NewsDeskArticle } from '@/lib/schemas/news-desk';
import { NewsStateBadge } from './news-state-badge';

/** Publishes an article now or at a Kuwait time, or takes it down; the state it is in, and a link to it once shown. */
export function NewsPublishPanel({ article }: { article: NewsDeskArticle }) {
  const t = useTranslations('newsDesk');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const [atError, setAtError] = useState<string>();

  const act = async (action: () => Promise<NewsDeskArticle>) => {
    setPending(true);
    setAtError(undefined);
    try {
      const updated = await action();
      flashStore.show(
        updated.state === 'scheduled'
          ? t('publish.scheduled', { date: formatDateTime(updated.publishedAt, locale) })
          : t(updated.state === 'published' ? 'publish.published' : 'publish.unpublished'),
      );
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors?.at) setAtError(errorText.field(error.fieldErrors.at[0]));
      else flashStore.show(errorText.request(error), 'error');
    } finally {
      setPending(false);
    }
  };
  const api = () => import('@/lib/api/news-desk').then((module) => module.newsDeskApi);

  const schedule = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const at = String(new FormData(event.currentTarget).get('at') ?? '');
    void act(async () => (await api()).publish(article.id, { at }));
  };
  const unpublish = () => {
    if (!window.confirm(t('publish.unpublishConfirm'))) return;
    void act(async () => (await api()).unpublish(article.id));
  };

  return (
    <section
      aria-labelledby="news-publish"
      className="grid content-start gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      data-testid="news-publish-panel"
    >
      <h2 id="news-publish" className="text-lg font-bold text-brand-900">
        {t('publish.title')}
      </h2>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <NewsStateBadge state={article.state} label={t(`states.${article.state}`)} />
        {t(`when.${article.state}`, { date: formatDateTime(article.publishedAt, locale) })}
      </p>
      {article.state === 'published' && (
        <Link href={`/news/${article.slug}`} className="font-semibold text-brand-700 underline underline-offset-4">
          {t('publish.view')}
        </Link>
      )}
      {article.state !== 'published' && (
        <button
          type="button"
          disabled={pending}
          onClick={() => act(async () => (await api()).publish(article.id, {}))}
          className={buttonClass('primary', 'md', 'justify-self-start')}
          data-testid="publish-now"
        >
          {t('publish.now')}
        </button>
      )}
      <form onSubmit={schedule} noValidate className="grid gap-3">
        <TextField label={t('publish.at')} name="at" type="datetime-local" error={atError} dir="ltr" />
        <button type="submit" disabled={pending} className={buttonClass('secondary', 'md', 'justify-self-start')}>
          {t('publish.schedule')}
        </button>
      </form>
      {(article.state === 'published' || article.state === 'scheduled') && (
        <button
          type="button"
          disabled={pending}
          onClick={unpublish}
          className={buttonClass('secondary', 'md', 'justify-self-start text-red-700')}
          data-testid="unpublish"
        >
          {t('publish.unpublish')}
        </button>
      )}
    </section>
  );
}
