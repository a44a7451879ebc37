import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  NEWS_PAGE_SIZE,
  newsArticleSchema,
  newsPageSchema,
  RELATED_NEWS_COUNT,
  type NewsCard,
} from '@/lib/schemas/news';
import { db } from '../../db/client';
import { newsArticles } from '../../db/schema/market';
import { seedDemoNews } from '../../seed/market/news';
import { storage } from '../../providers/storage/registry';
import { isVisibleNews } from '../../services/news/news-cards';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
let visible: number;

const hidden = {
  draft: {
    slug: 'news-test-draft-article',
    isPublished: false,
    publishedAt: new Date(Date.now() - 86_400_000),
    coverKey: 'news/newstestdraftcover01.webp',
  },
  scheduled: {
    slug: 'news-test-scheduled-article',
    isPublished: true,
    publishedAt: new Date(Date.now() + 7 * 86_400_000),
    coverKey: 'news/newstestscheduledcover.webp',
  },
};

async function getJson(path: string, headers: HeadersInit = {}) {
  const res = await api.request(path, { headers });
  return { res, body: await res.json() };
}

async function listPage(query: string, headers: HeadersInit = {}) {
  const { res, body } = await getJson(`/api/v1/news${query}`, headers);
  expect(res.status).toBe(200);
  return newsPageSchema.parse(body);
}

beforeAll(async () => {
  api = await testApp();
  await seedDemoNews(db());
  // Real files behind the hidden articles' covers: a 404 for them then comes from the visibility check alone.
  const image = await sharp({ create: { width: 32, height: 18, channels: 3, background: '#17735b' } })
    .webp()
    .toBuffer();
  for (const { coverKey } of Object.values(hidden)) {
    for (const key of [coverKey, coverKey.replace('.webp', '-640.webp')])
      if (!(await storage().get(key))) await storage().put(key, image, 'image/webp');
  }
  await db()
    .insert(newsArticles)
    .values(
      Object.values(hidden).map((fixture) => ({
        ...fixture,
        category: 'market' as const,
        titleAr: 'خبر غير منشور',
        titleEn: 'Hidden article',
        summaryAr: 'ملخص',
        summaryEn: 'Summary',
        bodyAr: 'نص',
        bodyEn: 'Text',
      })),
    )
    .onConflictDoNothing();
  const [total] = await db().select({ value: count() }).from(newsArticles).where(isVisibleNews(new Date()));
  visible = total!.value;
}, 60_000);

describe('GET /v1/news', () => {
  it('lists published articles newest first, twelve a page, in Arabic by default', async () => {
    const page = await listPage('');
    expect(page.totalItems).toBe(visible);
    expect(page.totalItems).toBeGreaterThanOrEqual(20);
    expect(page.pageSize).toBe(NEWS_PAGE_SIZE);
    expect(page.currentPage).toBe(1);
    expect(page.data).toHaveLength(NEWS_PAGE_SIZE);
    const dates = page.data.map((a) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const card of page.data) {
      expect(card.title).toMatch(/[\u0600-\u06ff]/);
      expect(card.summary).toMatch(/[\u0600-\u06ff]/);
      expect(card.cover?.url).toMatch(/^\/api\/v1\/files\/news\/[A-Za-z0-9_-]+\.webp$/);
      expect(card.cover?.responsive.map((r) => r.width)).toEqual([640, 320]);
    }
  });

  it('pages through every article once', async () => {
    const seen: NewsCard[] = [];
    for (let page = 1; page <= Math.ceil(visible / 10); page++)
      seen.push(...(await listPage(`?page=${page}&pageSize=10`)).data);
    expect(seen).toHaveLength(visible);
    expect(new Set(seen.map((a) => a.slug)).size).toBe(visible);
    expect((await listPage(`?page=${Math.ceil(visible / 10) + 1}&pageSize=10`)).data).toEqual([]);
  });

  it('accepts Arabic-Indic digits in the page number', async () => {
    const latin = await listPage('?page=2&pageSize=5');
    const arabic = await listPage(`?page=${encodeURIComponent('٢')}&pageSize=${encodeURIComponent('٥')}`);
    expect(arabic).toEqual(latin);
  });

  it('filters by category', async () => {
    const page = await listPage('?category=auctions&pageSize=50');
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.totalItems).toBe(page.data.length);
    expect(page.data.every((a) => a.category === 'auctions')).toBe(true);
  });

  it('answers in English with x-localization: en', async () => {
    const [ar, en] = await Promise.all([listPage('?pageSize=5'), listPage('?pageSize=5', { 'x-localization': 'en' })]);
    expect(en.data.map((a) => a.slug)).toEqual(ar.data.map((a) => a.slug));
    for (const card of en.data) {
      expect(card.title).not.toMatch(/[\u0600-\u06ff]/);
      expect(card.summary).toMatch(/[A-Za-z]/);
    }
    expect(en.data[0]!.title).not.toBe(ar.data[0]!.title);
  });

  it('hides drafts and articles scheduled for later', async () => {
    const all = await listPage('?pageSize=50');
    const slugs = all.data.map((a) => a.slug);
    for (const { slug } of Object.values(hidden)) expect(slugs).not.toContain(slug);
  });

  it('lets shared caches keep the answer per language', async () => {
    const { res } = await getJson('/api/v1/news');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('vary')).toContain('x-localization');
  });

  it('refuses bad query values with 400', async () => {
    for (const query of ['?page=0', '?page=abc', '?pageSize=500', '?category=sports', '?unknown=1']) {
      const { res, body } = await getJson(`/api/v1/news${query}`);
      expect(res.status, query).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /v1/news/:slug', () => {
  it('returns the whole article and three related ones, the same category first', async () => {
    const [first] = (await listPage('?category=regulation&pageSize=1')).data;
    const { res, body } = await getJson(`/api/v1/news/${first!.slug}`);
    expect(res.status).toBe(200);
    const article = newsArticleSchema.parse(body.data);
    expect(article.slug).toBe(first!.slug);
    expect(article.title).toBe(first!.title);
    expect(article.body.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(article.related).toHaveLength(RELATED_NEWS_COUNT);
    expect(article.related.map((a) => a.slug)).not.toContain(article.slug);
    expect(article.related.every((a) => a.category === 'regulation')).toBe(true);
    const relatedDates = article.related.map((a) => a.publishedAt);
    expect(relatedDates).toEqual([...relatedDates].sort().reverse());
  });

  it('fills related articles from other categories when its own has too few', async () => {
    const auctions = (await listPage('?category=auctions&pageSize=50')).data;
    await db().update(newsArticles).set({ isPublished: false }).where(eq(newsArticles.slug, auctions[2]!.slug));
    await db().update(newsArticles).set({ isPublished: false }).where(eq(newsArticles.slug, auctions[3]!.slug));
    try {
      const { body } = await getJson(`/api/v1/news/${auctions[0]!.slug}`);
      const related = newsArticleSchema.parse(body.data).related;
      expect(related).toHaveLength(RELATED_NEWS_COUNT);
      expect(related[0]!.slug).toBe(auctions[1]!.slug);
      expect(related.slice(1).every((a) => a.category !== 'auctions')).toBe(true);
    } finally {
      await db().update(newsArticles).set({ isPublished: true }).where(eq(newsArticles.category, 'auctions'));
    }
  });

  it('switches language with x-localization', async () => {
    const [card] = (await listPage('?pageSize=1')).data;
    const { body } = await getJson(`/api/v1/news/${card!.slug}`, { 'x-localization': 'en' });
    const article = newsArticleSchema.parse(body.data);
    expect(article.title).not.toMatch(/[\u0600-\u06ff]/);
    expect(article.body).not.toMatch(/[\u0600-\u06ff]/);
    expect(article.related.every((a) => !/[\u0600-\u06ff]/.test(a.title))).toBe(true);
  });

  it('answers 404 NOT_FOUND for an unknown slug, a draft and a scheduled article', async () => {
    for (const slug of ['no-such-article', hidden.draft.slug, hidden.scheduled.slug]) {
      const { res, body } = await getJson(`/api/v1/news/${slug}`, { 'x-localization': 'en' });
      expect(res.status, slug).toBe(404);
      expect(body.code).toBe('NOT_FOUND');
      expect(body.message).toMatch(/[A-Za-z]/);
    }
  });

  it('refuses a slug that can never exist with 400', async () => {
    for (const slug of [
      'Upper-Case',
      'under_score',
      'double--dash',
      '-leading',
      encodeURIComponent('خبر'),
      'a'.repeat(121),
    ]) {
      const { res, body } = await getJson(`/api/v1/news/${slug}`);
      expect(res.status, slug).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /v1/files/news/…', () => {
  it('serves the covers of published articles at every width, cached for minutes (an article can be hidden)', async () => {
    const [card] = (await listPage('?pageSize=1')).data;
    for (const url of [card!.cover!.url, ...card!.cover!.responsive.map((r) => r.url)]) {
      const res = await api.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    }
  });

  it('does not serve the cover of a hidden article or an unknown news file', async () => {
    const keys = [
      hidden.draft.coverKey,
      hidden.scheduled.coverKey.replace('.webp', '-640.webp'),
      'news/abcdefghijklmnopqrstuvwx.webp',
    ];
    for (const key of keys) {
      expect(key === keys[2] || (await storage().get(key)) !== undefined).toBe(true);
      const res = await api.request(`/api/v1/files/${key}`);
      expect(res.status, key).toBe(404);
    }
  });
});
