import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdDetail, AdInput, AdPage } from '@/lib/schemas/ads';
import type { DealPage } from '@/lib/schemas/deals';
import type { NewsArticle, NewsPage } from '@/lib/schemas/news';
import { db } from '../db/client';
import { ads } from '../db/schema/ads';
import { deals, newsArticles } from '../db/schema/market';
import { metricsRegistry } from '../operations/metrics-registry';
import { grantCredits } from '../services/payments/ledger';
import { bearer, registerByPhone } from '../testing/auth-helpers';
import { setFreeAdsPerMonth } from '../testing/credits';
import { testApp } from '../testing/test-app';
import { invalidatePages } from './page-cache';

// The other API tests write fixtures straight to the database between calls and run with the cache off (vitest.config.ts).
vi.hoisted(() => {
  process.env.API_CACHE_MB = '8';
});

let api: Awaited<ReturnType<typeof testApp>>;
let owner: Awaited<ReturnType<typeof registerByPhone>>;
let other: Awaited<ReturnType<typeof registerByPhone>>;
let subscriber: Awaited<ReturnType<typeof registerByPhone>>;

/** Failaka: the one area this file's ads and deals are in. */
const failaka = 32;
const adBody: AdInput = {
  title: 'شاليه للإيجار في فيلكا',
  dealType: 'rent',
  categoryId: 2,
  propertyTypeId: 8,
  areaId: failaka,
  sizeSqm: 90,
  priceFils: 300_000,
};
const rentList = `/api/v1/ads?dealType=rent&areaId=${failaka}`;
const day = 86_400_000;

async function get<T>(path: string, headers: HeadersInit = {}): Promise<{ res: Response; body: T }> {
  const res = await api.request(path, { headers });
  return { res, body: (res.status === 200 ? await res.json() : undefined) as T };
}

const titles = async (path: string, headers: HeadersInit = {}) =>
  (await get<AdPage>(path, headers)).body.data.map((ad) => ad.title);
const adTitle = async (id: number, headers: HeadersInit = {}) =>
  (await get<{ data: AdDetail }>(`/api/v1/ads/${id}`, headers)).body.data.title;
const newsTitle = async (slug: string) => (await get<{ data: NewsArticle }>(`/api/v1/news/${slug}`)).body.data.title;
/** What a writer that bypasses the API (the seed, an import, a test) changes: no cache hears of it. */
const renameQuietly = (id: number, title: string) => db().update(ads).set({ title }).where(eq(ads.id, id));

async function lookups(result: 'hit' | 'miss' | 'bypass'): Promise<number> {
  const metric = await metricsRegistry().getSingleMetric('manzil_api_cache_lookups_total')!.get();
  return metric.values.find((value) => value.labels.result === result)?.value ?? 0;
}

/** One member's live ads of the same figures are duplicates (issue 29): each ad here is a little larger. */
let published = 0;
async function publishedAd(title: string): Promise<number> {
  const res = await api.request('/api/v1/ads', {
    method: 'POST',
    json: { ...adBody, title, sizeSqm: Math.round(adBody.sizeSqm * 1.05 ** ++published) },
    headers: bearer(owner.token),
  });
  const { id } = ((await res.json()) as { data: AdDetail }).data;
  expect(
    (await api.request(`/api/v1/ads/${id}/publish`, { method: 'POST', headers: bearer(owner.token) })).status,
  ).toBe(200);
  return id;
}

beforeAll(async () => {
  api = await testApp();
  await setFreeAdsPerMonth(1000);
  [owner, other, subscriber] = [await registerByPhone(api), await registerByPhone(api), await registerByPhone(api)];
  await grantCredits({
    memberId: subscriber.id,
    kind: 'data-access',
    quantity: 1,
    expiresAt: new Date(Date.now() + 30 * day),
    note: 'api-cache test subscriber',
  });
});

describe('cached public answers', () => {
  it('serves a second anonymous call from the cache, with an ETag that a revalidation answers with 304', async () => {
    const id = await publishedAd('شاليه أول');
    const first = await get<AdPage>(rentList);
    expect(first.body.data.map((ad) => ad.id)).toContain(id);
    const hits = await lookups('hit');
    await renameQuietly(id, 'شاليه أول بعنوان لم يُعلن');
    const second = await get<AdPage>(rentList);
    expect(second.body).toEqual(first.body);
    expect(await lookups('hit')).toBe(hits + 1);
    const etag = second.res.headers.get('etag');
    expect(etag).toBe(first.res.headers.get('etag'));
    expect(second.res.headers.get('cache-control')).toBe('public, max-age=30');
    const revalidated = await api.request(rentList, { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('cache-control')).toBe('public, max-age=30');
    // Another language or another query is another answer.
    expect(await titles(`${rentList}&sort=price-asc`)).toContain('شاليه أول بعنوان لم يُعلن');
  });

  it('expires exactly what a write touches, at once', async () => {
    const [edited, untouched] = [await publishedAd('شاليه سيعدل'), await publishedAd('شاليه لن يمس')];
    const [slug] = [`api-cache-${Date.now()}`];
    await db()
      .insert(newsArticles)
      .values({
        slug,
        category: 'market',
        titleAr: 'خبر',
        titleEn: 'News',
        summaryAr: 'ملخص',
        summaryEn: 'Summary',
        bodyAr: 'نص',
        bodyEn: 'Body',
        publishedAt: new Date(Date.now() - day),
      });
    // Every answer cached, then changed behind the caches' back.
    expect(await titles(rentList)).toContain('شاليه سيعدل');
    expect(await adTitle(untouched)).toBe('شاليه لن يمس');
    expect(await newsTitle(slug)).toBe('خبر');
    await renameQuietly(untouched, 'شاليه تغير بصمت');
    await db().update(newsArticles).set({ titleAr: 'خبر معدل' }).where(eq(newsArticles.slug, slug));

    // The owner edits one ad through the API: the lists and that ad expire, not the other ad, not the news.
    const res = await api.request(`/api/v1/ads/${edited}`, {
      method: 'PUT',
      json: { ...adBody, title: 'شاليه بعد التعديل' },
      headers: bearer(owner.token),
    });
    expect(res.status).toBe(200);
    const list = await titles(rentList);
    expect(list).toContain('شاليه بعد التعديل');
    expect(list).toContain('شاليه تغير بصمت');
    expect(await adTitle(edited)).toBe('شاليه بعد التعديل');
    expect(await adTitle(untouched)).toBe('شاليه لن يمس');
    expect(await newsTitle(slug)).toBe('خبر');

    // A news change expires the news (what its import calls), and only them.
    await renameQuietly(untouched, 'شاليه تغير مرة أخرى');
    await invalidatePages(['news']);
    expect(await newsTitle(slug)).toBe('خبر معدل');
    expect(await adTitle(untouched)).toBe('شاليه لن يمس');

    // Withdrawing the ad takes it off the lists and its own answer at once.
    expect(
      (await api.request(`/api/v1/ads/${edited}`, { method: 'DELETE', headers: bearer(owner.token) })).status,
    ).toBe(200);
    expect(await titles(rentList)).not.toContain('شاليه بعد التعديل');
    expect((await api.request(`/api/v1/ads/${edited}`)).status).toBe(404);
  });

  it('never serves one member’s personal answer to another caller', async () => {
    const id = await publishedAd('شاليه المالك');
    const asOwner = await get<{ data: AdDetail }>(`/api/v1/ads/${id}`, bearer(owner.token));
    expect(asOwner.body.data.isOwner).toBe(true);
    expect(asOwner.res.headers.get('cache-control')).toBe('private, no-store');
    for (const headers of [{}, bearer(other.token), { authorization: 'Bearer not-a-token' }]) {
      const answer = await get<{ data: AdDetail }>(`/api/v1/ads/${id}`, headers);
      expect(answer.body.data.isOwner).toBe(false);
    }
    const visitors = await get<{ data: AdDetail }>(`/api/v1/ads/${id}`);
    expect(visitors.res.headers.get('cache-control')).toBe('public, no-cache');
    expect(visitors.res.headers.get('vary')).toContain('Authorization');
    expect((await get<{ data: AdDetail }>(`/api/v1/ads/${id}`, bearer(owner.token))).body.data.isOwner).toBe(true);

    // A pending ad is its owner's alone, whoever asked first.
    const draft = (
      (await (
        await api.request('/api/v1/ads', { method: 'POST', json: adBody, headers: bearer(owner.token) })
      ).json()) as { data: AdDetail }
    ).data.id;
    expect((await api.request(`/api/v1/ads/${draft}`, { headers: bearer(owner.token) })).status).toBe(200);
    expect((await api.request(`/api/v1/ads/${draft}`)).status).toBe(404);
    expect((await api.request(`/api/v1/ads/${draft}`, { headers: bearer(other.token) })).status).toBe(404);
  });

  it('keeps the subscribers’ deals apart from the visitors’', async () => {
    const recorded = (daysAgo: number) =>
      new Date(Date.now() + 3 * 3_600_000 - daysAgo * day).toISOString().slice(0, 10);
    const deal = {
      areaId: failaka,
      governorateId: 1,
      category: 'coastal-strip' as const,
      propertyKind: 'chalet' as const,
      sizeSqm: 1000,
      totalValueFils: 500_000_000,
      pricePerSqmFils: 500_000,
    };
    await db()
      .insert(deals)
      .values([
        { ...deal, recordedOn: recorded(5) },
        { ...deal, recordedOn: recorded(400) },
      ]);
    const path = `/api/v1/deals?areaId=${failaka}`;
    const count = async (headers: HeadersInit = {}) => {
      const { res, body } = await get<DealPage>(path, headers);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      return body.data.length;
    };
    expect(await count(bearer(subscriber.token))).toBe(2);
    expect(await count()).toBe(1);
    expect(await count(bearer(other.token))).toBe(1);
    expect(await count(bearer(subscriber.token))).toBe(2);
    expect(await count()).toBe(1);
    // A deal's record stays the subscribers' even when its answer is cached.
    const [row] = await db().select({ id: deals.id }).from(deals).where(eq(deals.areaId, failaka)).limit(1);
    const id = row!.id;
    expect((await api.request(`/api/v1/deals/${id}`, { headers: bearer(subscriber.token) })).status).toBe(200);
    expect((await api.request(`/api/v1/deals/${id}`)).status).toBe(403);
    expect((await api.request(`/api/v1/deals/${id}`, { headers: bearer(other.token) })).status).toBe(403);
  });

  it('keeps one answer per language', async () => {
    const slug = `api-cache-lang-${Date.now()}`;
    await db()
      .insert(newsArticles)
      .values({
        slug,
        category: 'market',
        titleAr: 'عنوان',
        titleEn: 'Title',
        summaryAr: 'ملخص',
        summaryEn: 'Summary',
        bodyAr: 'نص',
        bodyEn: 'Body',
        publishedAt: new Date(Date.now() - day),
      });
    const page = async (locale: string) =>
      (await get<NewsPage>('/api/v1/news', { 'x-localization': locale })).body.data.find((card) => card.slug === slug)
        ?.title;
    expect(await page('ar')).toBe('عنوان');
    expect(await page('en')).toBe('Title');
    expect(await page('ar')).toBe('عنوان');
  });
});
