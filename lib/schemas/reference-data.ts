import { z } from 'zod/mini';
import { paginated } from '../api/pagination';

/** Anything the API names in both languages by id: a sector, a bank on a form, a sign-up reason, an area on a card. */
export const namedItemSchema = z.object({ id: z.number(), nameAr: z.string(), nameEn: z.string() });
export type NamedItem = z.output<typeof namedItemSchema>;

export const zoneKinds = ['residential', 'investment', 'commercial', 'industrial', 'agricultural', 'coastal'] as const;

export const areaSchema = z.extend(namedItemSchema, {
  slug: z.string(),
  kind: z.enum(zoneKinds),
  latitude: z.number(),
  longitude: z.number(),
  governorate: namedItemSchema,
});
export const areaPageSchema = paginated(areaSchema);

export const propertyCategorySchema = z.extend(namedItemSchema, { slug: z.string(), kind: z.enum(zoneKinds) });
export const propertyTypeSchema = z.extend(namedItemSchema, { categoryId: z.number(), slug: z.string() });

export const bankSchema = z.extend(namedItemSchema, {
  slug: z.string(),
  isIslamic: z.boolean(),
  isPartner: z.boolean(),
  website: z.nullable(z.string()),
});

/** A screen's SEO fields in one language (`GET /v1/common/seo-config`). */
export const seoConfigSchema = z.object({
  screen: z.string(),
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  ogTitle: z.string(),
  ogDescription: z.string(),
  ogType: z.string(),
  ogUrl: z.string(),
  ogImage: z.string(),
  twitterCard: z.string(),
});

export const disclaimerSchema = z.object({
  id: z.number(),
  key: z.string(),
  titleAr: z.string(),
  titleEn: z.string(),
  bodyAr: z.string(),
  bodyEn: z.string(),
});

/** A content page's text (about us, privacy, terms, account deletion); `updatedAt` an ISO date-time. */
export const contentBlockSchema = z.object({
  key: z.string(),
  titleAr: z.string(),
  titleEn: z.string(),
  bodyAr: z.string(),
  bodyEn: z.string(),
  updatedAt: z.string(),
});

export const headerSectionSchema = z.object({
  id: z.number(),
  group: z.string(),
  titleAr: z.string(),
  titleEn: z.string(),
  descriptionAr: z.string(),
  descriptionEn: z.string(),
  href: z.string(),
  icon: z.string(),
});
