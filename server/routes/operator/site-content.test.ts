import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  seoConfigInputSchema,
  type BannerRow,
  type FaqRow,
  type SeoConfigRow,
  type SitePageRow,
} from '@/lib/schemas/site-content';
import type { AuditLogPage } from '@/lib/schemas/staff';
import { setPageInvalidator } from '../../lib/page-cache';
import type { PageCacheTag } from '../../lib/page-tags';
import { grantRole } from '../../services/staff/roles';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let editor: Session;
let admin: Session;
let member: Session;
const expired = vi.fn<(tags: PageCacheTag[]) => Promise<void>>(async () => {});

const json = async <T>(res: Response) => (await res.json()) as T;
const call = (method: string, path: string, body?: unknown, session = editor) =>
  api.request(`/api/v1/operator/content${path}`, { method, headers: bearer(session.token), json: body });
const seoInput = (row: SeoConfigRow) =>
  Object.fromEntries(Object.keys(seoConfigInputSchema.def.shape).map((key) => [key, row[key as keyof SeoConfigRow]]));
const fieldErrors = async (res: Response) => Object.keys((await json<{ fieldErrors: object }>(res)).fieldErrors).sort();
const auditOf = async (entityType: string, entityId: number) =>
  (
    await json<{ data: AuditLogPage }>(
      await api.request(`/api/v1/operator/audit-log?entityType=${entityType}&entityId=${entityId}`, {
        headers: bearer(admin.token),
      }),
    )
  ).data.items;

const faqBody = {
  topic: 'general',
  questionAr: 'هل يمكنني تعديل إعلاني بعد نشره؟',
  questionEn: 'Can I edit my ad after publishing it?',
  answerAr: 'نعم، من صفحة إعلاناتي.',
  answerEn: 'Yes, from the My ads page.',
  isActive: true,
};

const bannerBody = {
  screen: 'packages',
  titleAr: 'عرض الصيف',
  titleEn: 'Summer offer',
  bodyAr: 'خصم على باقات الإعلانات.',
  bodyEn: 'A discount on ad packages.',
  linkPath: '/packages?tab=ads',
  active: true,
};

beforeAll(async () => {
  api = await testApp();
  editor = await registerByPhone(api);
  await grantRole(editor.id, 'content');
  admin = await registerByPhone(api);
  await grantRole(admin.id, 'admin');
  member = await registerByPhone(api);
  setPageInvalidator(expired);
});
afterAll(() => setPageInvalidator(undefined));
beforeEach(() => expired.mockClear());

describe('the content desk: FAQs', () => {
  it('creates, edits, hides and moves a question; the FAQ page expires and reads it at once; audited', async () => {
    const deskFaqs = async () => (await json<{ data: FaqRow[] }>(await call('GET', '/faqs'))).data;
    const created = await call('POST', '/faqs', faqBody);
    expect(created.status).toBe(201);
    const faq = (await json<{ data: FaqRow }>(created)).data;
    expect(expired).toHaveBeenLastCalledWith(['faqs']);
    expect((await deskFaqs()).find((row) => row.id === faq.id)?.answerEn).toBe(faqBody.answerEn);

    const edited = await call('PUT', `/faqs/${faq.id}`, { ...faqBody, answerEn: 'Yes: open My ads, then Edit.' });
    expect(edited.status).toBe(200);
    expect((await deskFaqs()).find((row) => row.id === faq.id)?.answerEn).toBe('Yes: open My ads, then Edit.');
    expect(expired).toHaveBeenLastCalledWith(['faqs']);

    const moved = await call('POST', `/faqs/${faq.id}/move`, { direction: 'up' });
    const general = (await json<{ data: FaqRow[] }>(moved)).data.filter((row) => row.topic === 'general');
    expect(general.at(-2)?.id).toBe(faq.id);

    expect((await call('PUT', `/faqs/${faq.id}`, { ...faqBody, isActive: false })).status).toBe(200);
    expect((await deskFaqs()).find((row) => row.id === faq.id)?.isActive).toBe(false);

    const actions = (await auditOf('faq', faq.id)).map((entry) => entry.action);
    expect(actions).toEqual(['faq.update', 'faq.move', 'faq.update', 'faq.create']);
    const [hidden] = await auditOf('faq', faq.id);
    expect(hidden).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
  });

  it('refuses bad input with the fields named, and an unknown question with 404', async () => {
    const bad = await call('POST', '/faqs', { ...faqBody, topic: 'nope', answerAr: '' });
    expect(bad.status).toBe(400);
    expect(await fieldErrors(bad)).toEqual(['answerAr', 'topic']);
    expect((await call('PUT', '/faqs/999999', faqBody)).status).toBe(404);
    expect((await call('POST', '/faqs/1/move', { direction: 'left' })).status).toBe(400);
    expect(expired).not.toHaveBeenCalled();
  });
});

describe('the content desk: content pages', () => {
  it('edits a page; its public block answers the new text at once; only its page expires; audited', async () => {
    const pages = (await json<{ data: SitePageRow[] }>(await call('GET', '/pages'))).data;
    expect(pages.map((page) => page.key).sort()).toEqual([
      'about-us',
      'account-deletion',
      'privacy-statement',
      'terms-conditions',
    ]);
    const about = pages.find((page) => page.key === 'about-us')!;
    const body = {
      titleAr: about.titleAr,
      titleEn: 'About Manzil',
      bodyAr: about.bodyAr,
      bodyEn: `${about.bodyEn}\n\nA new paragraph.`,
    };
    expect((await call('PUT', '/pages/about-us', body)).status).toBe(200);
    expect(expired).toHaveBeenLastCalledWith(['site-page:about-us']);
    const blocks = await api.request('/api/v1/common/blocks', {
      method: 'POST',
      headers: { 'x-localization': 'en' },
      json: { keys: ['about-us'] },
    });
    expect(JSON.stringify(await blocks.json())).toContain('A new paragraph.');
    const [entry] = await auditOf('site-page', 1);
    expect(entry).toMatchObject({ action: 'site-page.update', after: { key: 'about-us', titleEn: 'About Manzil' } });

    expect((await call('PUT', '/pages/links', body)).status).toBe(400);
    expect(await fieldErrors(await call('PUT', '/pages/about-us', { ...body, titleEn: 'x' }))).toEqual(['titleEn']);
  });
});

describe('the content desk: banners', () => {
  it('creates, edits, deactivates and moves a banner; GET /v1/banners/{screen} answers it at once; audited', async () => {
    const publicBanners = async (screen: string) =>
      (
        await json<{ data: { id: number; title: string; linkPath: string | null }[] }>(
          await api.request(`/api/v1/banners/${screen}`, { headers: { 'x-localization': 'en' } }),
        )
      ).data;
    await publicBanners('packages');
    const created = await call('POST', '/banners', bannerBody);
    expect(created.status).toBe(201);
    const banner = (await json<{ data: BannerRow }>(created)).data;
    expect(expired).toHaveBeenLastCalledWith(['banners:packages']);
    expect((await publicBanners('packages')).find((b) => b.id === banner.id)?.title).toBe('Summer offer');

    expect(
      (await call('PUT', `/banners/${banner.id}`, { ...bannerBody, screen: 'payment', titleEn: 'Autumn' })).status,
    ).toBe(200);
    expect(expired).toHaveBeenLastCalledWith(['banners:packages', 'banners:payment']);
    expect((await publicBanners('packages')).some((b) => b.id === banner.id)).toBe(false);
    expect((await publicBanners('payment')).find((b) => b.id === banner.id)?.title).toBe('Autumn');

    const moved = (
      await json<{ data: BannerRow[] }>(await call('POST', `/banners/${banner.id}/move`, { direction: 'up' }))
    ).data;
    expect(moved.find((b) => b.id === banner.id)?.sortOrder).toBeGreaterThanOrEqual(1);

    expect(
      (await call('PUT', `/banners/${banner.id}`, { ...bannerBody, screen: 'payment', active: false })).status,
    ).toBe(200);
    expect((await publicBanners('payment')).some((b) => b.id === banner.id)).toBe(false);
    expect((await auditOf('banner', banner.id)).map((entry) => entry.action)).toEqual([
      'banner.update',
      'banner.move',
      'banner.update',
      'banner.create',
    ]);
  });

  it('takes only a path of this site as the link', async () => {
    for (const linkPath of ['https://evil.example/x', '//evil.example', 'javascript:alert(1)', '/a b', '/\\evil'])
      expect(await fieldErrors(await call('POST', '/banners', { ...bannerBody, linkPath }))).toEqual(['linkPath']);
    expect((await call('POST', '/banners', { ...bannerBody, screen: 'home' })).status).toBe(400);
    expect((await call('POST', '/banners', { ...bannerBody, linkPath: null })).status).toBe(201);
  });
});

describe('the content desk: SEO configurations', () => {
  it("edits a screen's configuration; the public SEO answer changes at once; only that screen expires", async () => {
    const configs = (await json<{ data: SeoConfigRow[] }>(await call('GET', '/seo'))).data;
    const faqs = configs.find((config) => config.screen === 'faqs')!;
    const { id } = faqs;
    const input = seoInput(faqs);
    const body = {
      ...input,
      titleEn: 'Questions and answers | Manzil',
      schemaData: '{"@type":"FAQPage"}',
      sitemapPriority: 0.4,
    };
    expect((await call('PUT', `/seo/${id}`, body)).status).toBe(200);
    expect(expired).toHaveBeenLastCalledWith(['seo:faqs']);
    const seo = await json<{ data: { title: string; schemaData: object } }>(
      await api.request('/api/v1/common/seo-config?screen=faqs&lang=en'),
    );
    expect(seo.data).toMatchObject({ title: 'Questions and answers | Manzil', schemaData: { '@type': 'FAQPage' } });
    const [entry] = await auditOf('seo-config', id);
    expect(entry).toMatchObject({
      action: 'seo-config.update',
      before: { titleEn: faqs.titleEn },
      after: { screen: 'faqs' },
    });
  });

  it('refuses long titles, bad URLs, JSON that is not an object and a priority above 1', async () => {
    const [config] = (await json<{ data: SeoConfigRow[] }>(await call('GET', '/seo'))).data;
    const { id } = config!;
    const input = seoInput(config!);
    const bad = await call('PUT', `/seo/${id}`, {
      ...input,
      titleAr: 'ع'.repeat(71),
      descEn: 'd'.repeat(161),
      canonicalUrl: 'http://manzil.com.kw/',
      ogImageEn: 'javascript:x',
      schemaData: '[1, 2]',
      sitemapPriority: 1.5,
    });
    expect(bad.status).toBe(400);
    expect(await fieldErrors(bad)).toEqual([
      'canonicalUrl',
      'descEn',
      'ogImageEn',
      'schemaData',
      'sitemapPriority',
      'titleAr',
    ]);
    const nul = await call('PUT', `/seo/${id}`, { ...input, schemaData: '{"name":"a\\u0000b"}' });
    expect(await fieldErrors(nul)).toEqual(['schemaData']);
    expect((await call('PUT', '/seo/999999', input)).status).toBe(404);
  });
});

describe('the content desk: access', () => {
  it('answers 403 to members and to staff of other desks, 401 without a session', async () => {
    const other = await registerByPhone(api);
    await grantRole(other.id, 'catalogue');
    for (const session of [member, other, admin]) {
      expect((await call('GET', '/faqs', undefined, session)).status).toBe(403);
      expect((await call('POST', '/banners', bannerBody, session)).status).toBe(403);
      expect((await call('PUT', '/pages/about-us', {}, session)).status).toBe(403);
      expect((await call('GET', '/seo', undefined, session)).status).toBe(403);
    }
    expect((await api.request('/api/v1/operator/content/faqs')).status).toBe(401);
  });
});
