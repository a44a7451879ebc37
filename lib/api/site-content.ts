import { z } from 'zod/mini';
import {
  contentBannerSchema,
  faqSchema,
  seoConfigRowSchema,
  sitePageSchema,
  type BannerInput,
  type FaqInput,
  type MoveInput,
  type SeoConfigInput,
  type SitePageInput,
  type SitePageKey,
} from '../schemas/site-content';
import { api } from './browser-client';
import { readData } from './client';

/** The content desk's FAQs, content pages, banners and SEO configurations (issue 30 §2). */
export const siteContentApi = {
  createFaq: (input: FaqInput) => readData(faqSchema, api.post('operator/content/faqs', { json: input })),
  updateFaq: (id: number, input: FaqInput) =>
    readData(faqSchema, api.put(`operator/content/faqs/${id}`, { json: input })),
  moveFaq: (id: number, input: MoveInput) =>
    readData(z.array(faqSchema), api.post(`operator/content/faqs/${id}/move`, { json: input })),
  updatePage: (key: SitePageKey, input: SitePageInput) =>
    readData(sitePageSchema, api.put(`operator/content/pages/${key}`, { json: input })),
  createBanner: (input: BannerInput) =>
    readData(contentBannerSchema, api.post('operator/content/banners', { json: input })),
  updateBanner: (id: number, input: BannerInput) =>
    readData(contentBannerSchema, api.put(`operator/content/banners/${id}`, { json: input })),
  moveBanner: (id: number, input: MoveInput) =>
    readData(z.array(contentBannerSchema), api.post(`operator/content/banners/${id}/move`, { json: input })),
  updateSeo: (id: number, input: SeoConfigInput) =>
    readData(seoConfigRowSchema, api.put(`operator/content/seo/${id}`, { json: input })),
};
