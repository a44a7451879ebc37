import { z } from 'zod/mini';
import { flagField, messageKeys, safeText, textField } from './fields';
import { bannerScreens } from './payments';

/** Issue 30 §2: the content desk's FAQs, content pages, banners and SEO configurations. */

export const faqTopics = ['general', 'ads', 'valuation', 'accounts', 'payments', 'brokers'] as const;
export type FaqTopic = (typeof faqTopics)[number];

/** The editable content pages (the `content_blocks` rows); the links page is built from the store links, not here. */
export const sitePageKeys = ['about-us', 'privacy-statement', 'terms-conditions', 'account-deletion'] as const;
export type SitePageKey = (typeof sitePageKeys)[number];

export const moveDirections = ['up', 'down'] as const;
export const moveSchema = z.strictObject({ direction: z.enum(moveDirections, messageKeys.invalidValue) });
export type MoveInput = z.output<typeof moveSchema>;

/**
 * A path of this site: one leading slash (never `//`, which browsers read as another host), then URL characters
 * without spaces or backslashes; a query and a fragment may follow.
 */
const SITE_PATH = /^\/(?![/\\])[^\s\\]{0,299}$/;
export const isSitePath = (value: string) => SITE_PATH.test(value);
const sitePathField = z
  .string(messageKeys.required)
  .check(z.trim(), z.regex(SITE_PATH, 'contentDesk.validation.sitePath'));

/** An absolute https URL or a path of this site; empty means "none" where the field allows it. */
const isHttpsUrl = (value: string) => {
  if (!value.startsWith('https://')) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};
const urlOrPathField = (optional: boolean) =>
  z.string(messageKeys.required).check(
    z.trim(),
    z.maxLength(500, messageKeys.long),
    z.refine(
      (value) => (optional && value === '') || isSitePath(value) || isHttpsUrl(value),
      'contentDesk.validation.url',
    ),
  );

export const faqInputSchema = z.strictObject({
  topic: z.enum(faqTopics, messageKeys.required),
  questionAr: textField(5, 300),
  questionEn: textField(5, 300),
  answerAr: textField(5, 4000, { multiline: true }),
  answerEn: textField(5, 4000, { multiline: true }),
  isActive: flagField,
});
export type FaqInput = z.output<typeof faqInputSchema>;

export const faqSchema = z.object({
  id: z.number(),
  topic: z.string(),
  questionAr: z.string(),
  questionEn: z.string(),
  answerAr: z.string(),
  answerEn: z.string(),
  sort: z.number(),
  isActive: z.boolean(),
});
export type FaqRow = z.output<typeof faqSchema>;

export const sitePageParamSchema = z.strictObject({ key: z.enum(sitePageKeys, messageKeys.invalidValue) });

/** Bodies stay plain text: paragraphs separated by blank lines, as the public pages render them. */
export const sitePageInputSchema = z.strictObject({
  titleAr: textField(2, 120),
  titleEn: textField(2, 120),
  bodyAr: textField(20, 30_000, { multiline: true }),
  bodyEn: textField(20, 30_000, { multiline: true }),
});
export type SitePageInput = z.output<typeof sitePageInputSchema>;

export const sitePageSchema = z.object({
  key: z.enum(sitePageKeys),
  titleAr: z.string(),
  titleEn: z.string(),
  bodyAr: z.string(),
  bodyEn: z.string(),
  updatedAt: z.string(),
});
export type SitePageRow = z.output<typeof sitePageSchema>;

export const contentBannerInputSchema = z.strictObject({
  screen: z.enum(bannerScreens, messageKeys.required),
  titleAr: textField(2, 120),
  titleEn: textField(2, 120),
  bodyAr: textField(2, 500, { multiline: true }),
  bodyEn: textField(2, 500, { multiline: true }),
  /** A path of this site, or null for a banner without a link. */
  linkPath: z.nullable(sitePathField),
  active: flagField,
});
export type BannerInput = z.output<typeof contentBannerInputSchema>;

export const contentBannerSchema = z.object({
  id: z.number(),
  screen: z.enum(bannerScreens),
  titleAr: z.string(),
  titleEn: z.string(),
  bodyAr: z.string(),
  bodyEn: z.string(),
  linkPath: z.nullable(z.string()),
  sortOrder: z.number(),
  active: z.boolean(),
});
export type BannerRow = z.output<typeof contentBannerSchema>;

/**
 * Google shows about 60 characters of a title and 155–160 of a description: longer ones are cut, so the limits are
 * 70 and 160 (a little room for narrow Arabic letters). Social cards allow a little more.
 */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;
export const ogTypes = ['website', 'article'] as const;
export const twitterCards = ['summary', 'summary_large_image', 'app', 'player'] as const;

/** A JSON object as text; a NUL escape (`\u0000`) is refused, as PostgreSQL's jsonb refuses it. */
export const isJsonObject = (value: string) => {
  if (/\\u0000/i.test(value)) return false;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
};

export const seoConfigInputSchema = z.strictObject({
  titleAr: textField(2, SEO_TITLE_MAX),
  titleEn: textField(2, SEO_TITLE_MAX),
  descAr: textField(10, SEO_DESCRIPTION_MAX),
  descEn: textField(10, SEO_DESCRIPTION_MAX),
  keywordsAr: safeText(255),
  keywordsEn: safeText(255),
  ogTitleAr: safeText(95),
  ogTitleEn: safeText(95),
  ogDescriptionAr: safeText(200),
  ogDescriptionEn: safeText(200),
  ogType: z.enum(ogTypes, messageKeys.invalidValue),
  ogUrl: urlOrPathField(true),
  ogImageAr: urlOrPathField(true),
  ogImageEn: urlOrPathField(true),
  twitterCard: z.enum(twitterCards, messageKeys.invalidValue),
  twitterSite: z
    .string(messageKeys.required)
    .check(z.trim(), z.regex(/^(@\w{1,15})?$/, 'contentDesk.validation.twitterSite')),
  twitterTitleAr: safeText(SEO_TITLE_MAX),
  twitterTitleEn: safeText(SEO_TITLE_MAX),
  twitterDescriptionAr: safeText(200),
  twitterDescriptionEn: safeText(200),
  twitterImageAr: urlOrPathField(true),
  twitterImageEn: urlOrPathField(true),
  canonicalUrl: urlOrPathField(false),
  /** JSON-LD merged into the page: a JSON object as text, or empty for none. */
  schemaData: z.string(messageKeys.required).check(
    z.trim(),
    z.maxLength(20_000, messageKeys.long),
    z.refine((value) => value === '' || isJsonObject(value), 'contentDesk.validation.json'),
  ),
  sitemapPriority: z
    .number(messageKeys.numeric)
    .check(z.gte(0, 'contentDesk.validation.priority'), z.lte(1, 'contentDesk.validation.priority')),
  isActive: flagField,
});
export type SeoConfigInput = z.output<typeof seoConfigInputSchema>;

const text = z.string();
export const seoConfigRowSchema = z.object({
  id: z.number(),
  screen: text,
  titleAr: text,
  titleEn: text,
  descAr: text,
  descEn: text,
  keywordsAr: text,
  keywordsEn: text,
  ogTitleAr: text,
  ogTitleEn: text,
  ogDescriptionAr: text,
  ogDescriptionEn: text,
  ogType: z.enum(ogTypes),
  ogUrl: text,
  ogImageAr: text,
  ogImageEn: text,
  twitterCard: z.enum(twitterCards),
  twitterSite: text,
  twitterTitleAr: text,
  twitterTitleEn: text,
  twitterDescriptionAr: text,
  twitterDescriptionEn: text,
  twitterImageAr: text,
  twitterImageEn: text,
  canonicalUrl: text,
  /** The JSON-LD as indented text, '' for none: what the form edits. */
  schemaData: text,
  sitemapPriority: z.number(),
  isActive: z.boolean(),
  updatedAt: text,
});
export type SeoConfigRow = z.output<typeof seoConfigRowSchema>;
