import { z } from 'zod/mini';
import { paginated } from '../api/pagination';
import { toLatinDigits } from '../format';
import { messageKeys, queryInt, searchText, textField } from './fields';
import { MAX_SLUG_LENGTH, newsCategories, newsSlugPattern } from './news';

/**
 * Issue 30 §2: the content desk's news articles. Titles, summaries and bodies in Arabic and English (bodies are
 * Markdown, rendered on the server without raw HTML), lower-case tags, a cover stored by the desk's upload, and a slug
 * (from the English title when left empty).
 */
export const NEWS_MAX_TAGS = 8;
export const NEWS_BODY_MAX = 20_000;

export const newsStates = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type NewsState = (typeof newsStates)[number];

/** A cover key the desk's upload made (`news/<name>.webp`); nothing else in storage can be named. */
export const newsCoverKeyPattern = /^news\/[A-Za-z0-9_-]{8,64}\.webp$/;

const tagField = z.pipe(
  textField(1, 30),
  z.transform((tag) => tag.toLowerCase()),
);

export const newsArticleInputSchema = z.strictObject({
  category: z.enum(newsCategories, messageKeys.required),
  titleAr: textField(3, 160),
  titleEn: textField(3, 160),
  summaryAr: textField(10, 400),
  summaryEn: textField(10, 400),
  bodyAr: textField(20, NEWS_BODY_MAX, { multiline: true }),
  bodyEn: textField(20, NEWS_BODY_MAX, { multiline: true }),
  tags: z.pipe(
    z.array(tagField).check(z.maxLength(NEWS_MAX_TAGS, 'newsDesk.validation.tags')),
    z.transform((tags) => [...new Set(tags)]),
  ),
  /** Empty or missing: made from the English title. */
  slug: z.optional(
    z.string(messageKeys.required).check(
      z.trim(),
      z.maxLength(MAX_SLUG_LENGTH, messageKeys.long),
      z.refine((slug) => slug === '' || newsSlugPattern.test(slug), 'newsDesk.validation.slug'),
    ),
  ),
  coverKey: z.nullable(z.string().check(z.regex(newsCoverKeyPattern, messageKeys.invalidValue))),
});
export type NewsArticleInput = z.output<typeof newsArticleInputSchema>;
export type NewsArticleFormValues = z.input<typeof newsArticleInputSchema>;

/** A Kuwait wall-clock time from a `datetime-local` field, YYYY-MM-DDTHH:mm (Arabic-Indic digits accepted). */
export const kuwaitTimeField = z.pipe(
  z.pipe(z.string(messageKeys.required), z.transform(toLatinDigits)),
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, messageKeys.invalidDate),
    z.refine((v) => !Number.isNaN(Date.parse(`${v}:00+03:00`)) && v >= '2000' && v < '2100', messageKeys.invalidDate),
  ),
);

/** Publish now (no time) or at a later Kuwait time (scheduled). */
export const newsPublishInputSchema = z.strictObject({ at: z.optional(kuwaitTimeField) });
export type NewsPublishInput = z.output<typeof newsPublishInputSchema>;

export const kuwaitTimeToInstant = (value: string) => new Date(`${value}:00+03:00`);

export const newsPreviewInputSchema = z.strictObject({
  body: z.string(messageKeys.required).check(z.maxLength(NEWS_BODY_MAX, messageKeys.long)),
});
export const newsPreviewSchema = z.object({ html: z.string() });

export const newsDeskQuerySchema = z.strictObject({
  q: z.optional(searchText(100)),
  state: z.optional(z.enum(newsStates, messageKeys.invalidValue)),
  page: z.optional(queryInt(1, 100_000)),
});
export type NewsDeskQuery = z.output<typeof newsDeskQuerySchema>;

export const newsDeskRowSchema = z.object({
  id: z.number(),
  slug: z.string(),
  category: z.enum(newsCategories),
  titleAr: z.string(),
  titleEn: z.string(),
  state: z.enum(newsStates),
  /** When it is (or was, or will be) shown; for a draft, when it was created. */
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type NewsDeskRow = z.output<typeof newsDeskRowSchema>;

export const newsDeskPageSchema = paginated(newsDeskRowSchema);
export type NewsDeskPage = z.output<typeof newsDeskPageSchema>;

export const newsDeskArticleSchema = z.extend(newsDeskRowSchema, {
  summaryAr: z.string(),
  summaryEn: z.string(),
  bodyAr: z.string(),
  bodyEn: z.string(),
  tags: z.array(z.string()),
  coverKey: z.nullable(z.string()),
  coverUrl: z.nullable(z.string()),
});
export type NewsDeskArticle = z.output<typeof newsDeskArticleSchema>;

export const newsCoverUploadSchema = z.object({ coverKey: z.string(), coverUrl: z.string() });
