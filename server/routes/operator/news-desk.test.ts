import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewsArticle, NewsPage } from '@/lib/schemas/news';
import type { NewsDeskArticle, NewsDeskPage } from '@/lib/schemas/news-desk';
import type { AuditLogPage } from '@/lib/schemas/staff';
import { jobStartAfter } from '../../jobs/queue';
import { storage } from '../../providers/storage/registry';
import { variantKey } from '../../services/ads/ad-details';
import { newsPublishJob } from '../../jobs/news-publish';
import { findNewsArticle } from '../../services/news/find-news';
import { listNews } from '../../services/news/list-news';
import { publishNewsArticle } from '../../services/news/news-desk';
import { renderNewsBody } from '../../services/news/news-markdown';
import { newsSitemapEntries } from '../../services/news/sitemap-news';
import { grantRole } from '../../services/staff/roles';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let editor: Session;
let member: Session;

const json = async <T>(res: Response) => (await res.json()) as T;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

const article = (overrides: Record<string, unknown> = {}) => {
  const tag = unique();
  return {
    category: 'market',
    titleAr: `أسعار الشقق في حولي ${tag}`,
    titleEn: `Hawalli flat prices ${tag}`,
    summaryAr: 'ملخص قصير عن أسعار الشقق في حولي هذا الشهر.',
    summaryEn: 'A short summary of flat prices in Hawalli this month.',
    bodyAr: 'الفقرة الأولى من الخبر.\n\nالفقرة الثانية من الخبر.',
    bodyEn: 'The first paragraph of the story.\n\nThe second paragraph of the story.',
    tags: ['Hawalli', 'flats'],
    coverKey: null,
    ...overrides,
  };
};

const send = (method: string, path: string, body?: unknown, token = editor.token) =>
  api.request(`/api/v1/operator/news${path}`, { method, headers: bearer(token), json: body });

async function createDraft(overrides: Record<string, unknown> = {}): Promise<NewsDeskArticle> {
  const res = await send('POST', '', article(overrides));
  expect(res.status).toBe(201);
  return (await json<{ data: NewsDeskArticle }>(res)).data;
}

const publicSlugs = async (locale = 'ar') =>
  (
    await json<NewsPage>(await api.request('/api/v1/news?pageSize=50', { headers: { 'x-localization': locale } }))
  ).data.map((card) => card.slug);

beforeAll(async () => {
  api = await testApp();
  editor = await registerByPhone(api);
  await grantRole(editor.id, 'content');
  member = await registerByPhone(api);
});

describe('the content desk: news articles', () => {
  it('creates a draft, hidden until published, then shown in both languages with its tags', async () => {
    const draft = await createDraft();
    expect(draft).toMatchObject({ state: 'draft', tags: ['hawalli', 'flats'] });
    expect(draft.slug).toMatch(/^hawalli-flat-prices-/);
    expect(await publicSlugs()).not.toContain(draft.slug);
    expect((await api.request(`/api/v1/news/${draft.slug}`)).status).toBe(404);

    const published = await send('POST', `/${draft.id}/publish`, {});
    expect(published.status).toBe(200);
    expect((await json<{ data: NewsDeskArticle }>(published)).data.state).toBe('published');
    expect(await publicSlugs('ar')).toContain(draft.slug);
    expect(await publicSlugs('en')).toContain(draft.slug);
    const page = await json<{ data: NewsArticle }>(
      await api.request(`/api/v1/news/${draft.slug}`, { headers: { 'x-localization': 'en' } }),
    );
    expect(page.data).toMatchObject({ title: draft.titleEn, tags: ['hawalli', 'flats'] });

    const list = await json<NewsDeskPage>(await send('GET', `?q=${encodeURIComponent(draft.titleEn)}`));
    expect(list.data.map((row) => [row.id, row.state])).toEqual([[draft.id, 'published']]);
  });

  it('edits a published article, a slug in use is 409 on the field', async () => {
    const first = await createDraft();
    const second = await createDraft();
    await send('POST', `/${first.id}/publish`, {});
    const edited = await send('PUT', `/${first.id}`, article({ titleEn: 'An edited title', slug: first.slug }));
    expect(edited.status).toBe(200);
    expect((await findNewsArticle(first.slug, 'en'))?.title).toBe('An edited title');

    const taken = await send('PUT', `/${second.id}`, article({ slug: first.slug }));
    expect(taken.status).toBe(409);
    expect(Object.keys((await json<{ fieldErrors: object }>(taken)).fieldErrors)).toEqual(['slug']);
    const same = await createDraft({ titleEn: first.titleEn });
    expect(same.slug).toBe(`${slugOf(first.titleEn)}-2`);
  });

  it('keeps a scheduled article hidden everywhere until its time, then shows it without another write', async () => {
    const draft = await createDraft();
    const res = await send('POST', `/${draft.id}/publish`, { at: '2099-06-01T09:30' });
    expect(res.status).toBe(200);
    const scheduled = (await json<{ data: NewsDeskArticle }>(res)).data;
    const at = new Date('2099-06-01T06:30:00Z');
    expect(scheduled).toMatchObject({ state: 'scheduled', publishedAt: at.toISOString() });
    expect(await jobStartAfter(newsPublishJob, `${draft.id}:${at.toISOString()}`)).toEqual(at);

    expect(await publicSlugs()).not.toContain(draft.slug);
    expect((await api.request(`/api/v1/news/${draft.slug}`)).status).toBe(404);
    expect((await newsSitemapEntries()).map((entry) => entry.path)).not.toContain(`/news/${draft.slug}`);

    const later = new Date(at.getTime() + 60_000);
    expect((await listNews({ pageSize: 50 }, 'ar', later)).data.map((card) => card.slug)).toContain(draft.slug);
    expect(await findNewsArticle(draft.slug, 'en', later)).toBeDefined();
    expect((await newsSitemapEntries(later)).map((entry) => entry.path)).toContain(`/news/${draft.slug}`);
  });

  it('publishes through the service at a time already past, and unpublishing hides it', async () => {
    const draft = await createDraft();
    await publishNewsArticle(editor.id, draft.id, new Date(Date.now() - 60_000));
    expect(await publicSlugs()).toContain(draft.slug);
    const res = await send('POST', `/${draft.id}/unpublish`);
    expect((await json<{ data: NewsDeskArticle }>(res)).data.state).toBe('unpublished');
    expect(await publicSlugs()).not.toContain(draft.slug);
    expect((await api.request(`/api/v1/news/${draft.slug}`)).status).toBe(404);

    const admin = await registerByPhone(api);
    await grantRole(admin.id, 'admin');
    const log = await json<{ data: AuditLogPage }>(
      await api.request(`/api/v1/operator/audit-log?entityType=news&entityId=${draft.id}`, {
        headers: bearer(admin.token),
      }),
    );
    expect(log.data.items.map((entry) => entry.action)).toEqual(['news.unpublish', 'news.publish', 'news.create']);
    expect(log.data.items[0]).toMatchObject({
      before: { isPublished: true },
      after: { isPublished: false },
    });
  });

  it('renders Markdown with any HTML escaped and only https or site links', async () => {
    const res = await send('POST', '/preview', {
      body: '## Prices\n\n**up** <script>alert(1)</script> [a](https://example.com) [b](/news) [c](javascript:alert(1))',
    });
    const { html } = (await json<{ data: { html: string } }>(res)).data;
    expect(html).toContain('<h2>Prices</h2>');
    expect(html).toContain('<strong>up</strong>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).toContain('<a href="https://example.com"');
    expect(html).toContain('<a href="/news">');
    expect(html).not.toContain('href="javascript');
    // The seeded bodies are plain paragraphs: each stays a paragraph, and a single line break stays a break.
    expect(renderNewsBody('First line\nsecond line\n\nNext paragraph.')).toBe(
      '<p>First line<br />\nsecond line</p>\n<p>Next paragraph.</p>\n',
    );
  });

  it('stores an uploaded photo as a cover at 1280, 640 and 320 px, and refuses what is not a photo', async () => {
    const upload = (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.append('cover', new Blob([new Uint8Array(bytes)]), name);
      return api.request('/api/v1/operator/news/cover', { method: 'POST', headers: bearer(editor.token), body: form });
    };
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c9a66b' } })
      .jpeg()
      .toBuffer();
    const res = await upload(photo, 'cover.jpg');
    expect(res.status).toBe(201);
    const { coverKey } = (await json<{ data: { coverKey: string } }>(res)).data;
    expect(coverKey).toMatch(/^news\/[\w-]+\.webp$/);
    for (const [key, width] of [
      [coverKey, 1280],
      [variantKey(coverKey, 640), 640],
      [variantKey(coverKey, 320), 320],
    ] as const) {
      const stored = await storage().get(key);
      expect((await sharp(stored!.bytes).metadata()).width).toBe(width);
    }
    const draft = await createDraft({ coverKey });
    expect(draft.coverKey).toBe(coverKey);
    expect((await upload(new TextEncoder().encode('not a photo at all'), 'cover.jpg')).status).toBe(400);
  });

  it('is for the content role only', async () => {
    const draft = await createDraft();
    for (const [method, path] of [
      ['GET', ''],
      ['POST', ''],
      ['GET', `/${draft.id}`],
      ['PUT', `/${draft.id}`],
      ['POST', `/${draft.id}/publish`],
      ['POST', `/${draft.id}/unpublish`],
      ['POST', '/preview'],
    ] as const) {
      expect((await send(method, path, method === 'GET' ? undefined : {}, member.token)).status).toBe(403);
    }
  });

  it('answers bad input with 400 and the fields, never 5xx', async () => {
    const draft = await createDraft();
    const bad = await send(
      'POST',
      '',
      article({ category: 'gossip', titleAr: '', tags: Array(9).fill('x'), slug: 'Bad Slug' }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys((await json<{ fieldErrors: object }>(bad)).fieldErrors).sort()).toEqual([
      'category',
      'slug',
      'tags',
      'titleAr',
    ]);
    expect((await send('POST', '', article({ coverKey: '../etc/passwd' }))).status).toBe(400);
    expect((await send('POST', `/${draft.id}/publish`, { at: '2026-13-45T99:00' })).status).toBe(400);
    expect((await send('POST', '/999999/publish', {})).status).toBe(404);
    expect((await send('GET', '?state=lost')).status).toBe(400);
    expect((await send('PUT', '/abc', article())).status).toBe(400);
  });
});

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
