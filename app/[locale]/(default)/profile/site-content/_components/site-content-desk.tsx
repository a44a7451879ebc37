import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { bannerScreens } from '@/lib/schemas/payments';
import {
  faqTopics,
  ogTypes,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  sitePageKeys,
  twitterCards,
  type SitePageKey,
} from '@/lib/schemas/site-content';
import {
  listBannersForDesk,
  listFaqsForDesk,
  listSeoConfigs,
  listSitePages,
} from '@/server/services/site-content/site-content-admin';
import { config } from '@/server/config';
import { ContentForm, type ContentField } from '@/components/site-content/content-form';
import { MoveButtons } from '@/components/site-content/move-buttons';

export const contentTabs = ['faqs', 'pages', 'banners', 'seo'] as const;
export type ContentTab = (typeof contentTabs)[number];

type Translate = Awaited<ReturnType<typeof getTranslations<'contentDesk'>>>;

const badge = (on: boolean) =>
  on
    ? 'rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800'
    : 'rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700';
const editLink = cn('text-sm font-medium text-brand-700 underline-offset-4 hover:underline', focusRing);
const itemClass = 'grid gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200';

const bilingual = (
  t: Translate,
  prefix: 'faq' | 'page' | 'banner' | 'seo',
  name: string,
  field: Partial<ContentField>,
) =>
  (['Ar', 'En'] as const).map((lang): ContentField => ({
    kind: 'text',
    ...field,
    name: `${name}${lang}`,
    label: t(`${prefix}.${name}${lang}` as 'faq.questionAr'),
    dir: lang === 'Ar' ? 'rtl' : 'ltr',
  }));

/** The desk's list of one tab beside the form of the item being edited (or a new one). */
export async function SiteContentDesk({ tab, edit, locale }: { tab: ContentTab; edit?: string; locale: Locale }) {
  const t = await getTranslations('contentDesk');
  const href = (id: string | number) => `/profile/site-content?tab=${tab}&edit=${id}`;
  const layout = (list: React.ReactNode, form: React.ReactNode) => (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="content-list" className="grid content-start gap-3">
        <h2 id="content-list" className="text-lg font-bold text-brand-900">
          {t(`tabs.${tab}`)}
        </h2>
        {list}
      </section>
      <div className="content-start">{form}</div>
    </div>
  );
  const choose = <p className="rounded-2xl bg-white p-5 text-slate-700 ring-1 ring-slate-200">{t('form.choose')}</p>;
  const newLink = (
    <Link href={href('new')} className={cn(editLink, 'justify-self-start')} data-testid="content-new">
      {t('list.new')}
    </Link>
  );

  if (tab === 'faqs') {
    const rows = await listFaqsForDesk();
    const editing = edit === 'new' ? 'new' : rows.find((row) => String(row.id) === edit);
    const topicLabel = await getTranslations('faqs.topics');
    const fields: ContentField[] = [
      {
        name: 'topic',
        label: t('faq.topic'),
        kind: 'select',
        options: faqTopics.map((topic) => ({ value: topic, label: topicLabel(topic) })),
      },
      { name: 'isActive', label: t('faq.isActive'), kind: 'checkbox' },
      ...bilingual(t, 'faq', 'question', {}),
      ...bilingual(t, 'faq', 'answer', { kind: 'textarea', hint: t('faq.answerHint') }),
    ];
    return layout(
      <>
        {newLink}
        {faqTopics.map((topic) => {
          const inTopic = rows.filter((row) => row.topic === topic);
          if (inTopic.length === 0) return null;
          return (
            <div key={topic} className="grid gap-2">
              <h3 className="font-semibold text-slate-800">{topicLabel(topic)}</h3>
              <ul className="grid gap-2" data-testid={`faq-topic-${topic}`}>
                {inTopic.map((row, index) => {
                  const question = locale === 'ar' ? row.questionAr : row.questionEn;
                  return (
                    <li key={row.id} className={itemClass}>
                      <p className="font-medium text-slate-900">{question}</p>
                      <div className="flex flex-wrap items-center gap-3">
                        <span className={badge(row.isActive)}>
                          {row.isActive ? t('list.active') : t('list.hidden')}
                        </span>
                        <Link
                          href={href(row.id)}
                          className={editLink}
                          aria-label={t('list.editItem', { item: question })}
                        >
                          {t('list.edit')}
                        </Link>
                        <MoveButtons
                          kind="faq"
                          id={row.id}
                          label={question}
                          first={index === 0}
                          last={index === inTopic.length - 1}
                        />
                      </div>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </>,
      editing ? (
        <ContentForm
          key={edit}
          target={{ kind: 'faq', id: editing === 'new' ? undefined : editing.id }}
          title={editing === 'new' ? t('faq.newTitle') : t('faq.editTitle')}
          fields={fields}
          values={editing === 'new' ? { topic: 'general', isActive: true } : editing}
          submitLabel={editing === 'new' ? t('form.create') : t('form.save')}
          savedMessage={t('form.saved')}
        />
      ) : (
        choose
      ),
    );
  }

  if (tab === 'pages') {
    const rows = await listSitePages();
    const editing = rows.find((row) => row.key === edit);
    const name = (key: SitePageKey) => t(`page.keys.${key}`);
    return layout(
      <>
        <ul className="grid gap-2">
          {rows.map((row) => (
            <li key={row.key} className={itemClass}>
              <p className="font-medium text-slate-900">{name(row.key)}</p>
              <p className="text-sm text-slate-700">{t('list.updated', { date: formatDate(row.updatedAt, locale) })}</p>
              <div className="flex flex-wrap gap-4">
                <Link
                  href={href(row.key)}
                  className={editLink}
                  aria-label={t('list.editItem', { item: name(row.key) })}
                >
                  {t('list.edit')}
                </Link>
                <Link href={`/${row.key}`} className={editLink}>
                  {t('list.view')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-600">{t('page.linksNote')}</p>
      </>,
      editing && sitePageKeys.includes(editing.key) ? (
        <ContentForm
          key={edit}
          target={{ kind: 'site-page', key: editing.key }}
          title={`${t('page.editTitle')}: ${name(editing.key)}`}
          fields={[
            ...bilingual(t, 'page', 'title', {}),
            ...bilingual(t, 'page', 'body', { kind: 'textarea', rows: 14, hint: t('page.bodyHint') }),
          ]}
          values={editing}
          submitLabel={t('form.save')}
          savedMessage={t('form.saved')}
        />
      ) : (
        choose
      ),
    );
  }

  if (tab === 'banners') {
    const rows = await listBannersForDesk();
    const editing = edit === 'new' ? 'new' : rows.find((row) => String(row.id) === edit);
    const fields: ContentField[] = [
      {
        name: 'screen',
        label: t('banner.screen'),
        kind: 'select',
        options: bannerScreens.map((screen) => ({ value: screen, label: t(`banner.screens.${screen}`) })),
      },
      { name: 'active', label: t('banner.active'), kind: 'checkbox' },
      ...bilingual(t, 'banner', 'title', {}),
      ...bilingual(t, 'banner', 'body', { kind: 'textarea', rows: 3 }),
      {
        name: 'linkPath',
        label: t('banner.linkPath'),
        kind: 'text',
        dir: 'ltr',
        nullable: true,
        hint: t('banner.linkHint'),
      },
    ];
    return layout(
      <>
        {newLink}
        {bannerScreens.map((screen) => {
          const onScreen = rows.filter((row) => row.screen === screen);
          if (onScreen.length === 0) return null;
          return (
            <div key={screen} className="grid gap-2">
              <h3 className="font-semibold text-slate-800">{t(`banner.screens.${screen}`)}</h3>
              <ul className="grid gap-2" data-testid={`banner-screen-${screen}`}>
                {onScreen.map((row, index) => {
                  const title = locale === 'ar' ? row.titleAr : row.titleEn;
                  return (
                    <li key={row.id} className={itemClass}>
                      <p className="font-medium text-slate-900">{title}</p>
                      <p className="text-sm text-slate-700" dir="ltr">
                        {row.linkPath ?? t('list.noLink')}
                      </p>
                      <div className="flex flex-wrap items-center gap-3">
                        <span className={badge(row.active)}>{row.active ? t('list.active') : t('list.inactive')}</span>
                        <Link href={href(row.id)} className={editLink} aria-label={t('list.editItem', { item: title })}>
                          {t('list.edit')}
                        </Link>
                        <MoveButtons
                          kind="banner"
                          id={row.id}
                          label={title}
                          first={index === 0}
                          last={index === onScreen.length - 1}
                        />
                      </div>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </>,
      editing ? (
        <ContentForm
          key={edit}
          target={{ kind: 'banner', id: editing === 'new' ? undefined : editing.id }}
          title={editing === 'new' ? t('banner.newTitle') : t('banner.editTitle')}
          fields={fields}
          values={editing === 'new' ? { screen: 'packages', active: true } : editing}
          submitLabel={editing === 'new' ? t('form.create') : t('form.save')}
          savedMessage={t('form.saved')}
        />
      ) : (
        choose
      ),
    );
  }

  const rows = await listSeoConfigs();
  const editing = rows.find((row) => String(row.id) === edit);
  const urlField = (name: string): ContentField => ({
    name,
    label: t(`seo.${name}` as 'seo.ogUrl'),
    kind: 'text',
    dir: 'ltr',
    hint: t('seo.urlHint'),
  });
  const fields: ContentField[] = [
    ...bilingual(t, 'seo', 'title', { hint: t('seo.titleHint'), limit: SEO_TITLE_MAX }),
    ...bilingual(t, 'seo', 'desc', { kind: 'textarea', rows: 3, hint: t('seo.descHint'), limit: SEO_DESCRIPTION_MAX }),
    ...bilingual(t, 'seo', 'keywords', { hint: t('seo.keywordsHint') }),
    urlField('canonicalUrl'),
    { name: 'sitemapPriority', label: t('seo.sitemapPriority'), kind: 'number', dir: 'ltr' },
    ...bilingual(t, 'seo', 'ogTitle', {}),
    ...bilingual(t, 'seo', 'ogDescription', { kind: 'textarea', rows: 2 }),
    { name: 'ogType', label: t('seo.ogType'), kind: 'select', options: ogTypes.map((v) => ({ value: v, label: v })) },
    urlField('ogUrl'),
    { ...urlField('ogImageAr'), label: t('seo.ogImageAr') },
    { ...urlField('ogImageEn'), label: t('seo.ogImageEn') },
    {
      name: 'twitterCard',
      label: t('seo.twitterCard'),
      kind: 'select',
      options: twitterCards.map((v) => ({ value: v, label: v })),
    },
    { name: 'twitterSite', label: t('seo.twitterSite'), kind: 'text', dir: 'ltr' },
    ...bilingual(t, 'seo', 'twitterTitle', {}),
    ...bilingual(t, 'seo', 'twitterDescription', { kind: 'textarea', rows: 2 }),
    { ...urlField('twitterImageAr'), label: t('seo.twitterImageAr') },
    { ...urlField('twitterImageEn'), label: t('seo.twitterImageEn') },
    {
      name: 'schemaData',
      label: t('seo.schemaData'),
      kind: 'textarea',
      rows: 8,
      dir: 'ltr',
      hint: t('seo.schemaHint'),
    },
    { name: 'isActive', label: t('seo.isActive'), kind: 'checkbox' },
  ];
  return layout(
    <ul className="grid gap-2" data-testid="seo-screens">
      {rows.map((row) => (
        <li key={row.id} className={itemClass}>
          <p className="font-medium text-slate-900" dir="ltr">
            {row.screen}
          </p>
          <p className="text-sm text-slate-700">{locale === 'ar' ? row.titleAr : row.titleEn}</p>
          <div className="flex flex-wrap items-center gap-3">
            <span className={badge(row.isActive)}>{row.isActive ? t('list.active') : t('list.inactive')}</span>
            <span className="text-sm text-slate-700">{t('list.priority', { value: row.sitemapPriority })}</span>
            <Link href={href(row.id)} className={editLink} aria-label={t('list.editItem', { item: row.screen })}>
              {t('list.edit')}
            </Link>
          </div>
        </li>
      ))}
    </ul>,
    editing ? (
      <ContentForm
        key={edit}
        target={{ kind: 'seo', id: editing.id }}
        title={t('seo.editTitle', { screen: editing.screen })}
        fields={fields}
        values={editing}
        submitLabel={t('form.save')}
        savedMessage={t('form.saved')}
        previewBase={config().PUBLIC_BASE_URL}
      />
    ) : (
      choose
    ),
  );
}
