import { z } from 'zod/mini';
import { paginated } from '../api/pagination';
import { messageKeys, queryInt } from './fields';

export const newsCategories = ['market', 'regulation', 'auctions', 'projects', 'finance'] as const;
export type NewsCategory = (typeof newsCategories)[number];

export const NEWS_PAGE_SIZE = 12;
export const MAX_NEWS_PAGE_SIZE = 50;
export const RELATED_NEWS_COUNT = 3;

/** Slugs are English kebab-case (`moj-deals-rise-last-quarter`); anything else can never name an article. */
export const newsSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 120;

export const newsListQuerySchema = z.strictObject({
  category: z.optional(z.enum(newsCategories, messageKeys.invalidValue)),
  page: z.optional(queryInt(1, 100_000)),
  pageSize: z.optional(queryInt(1, MAX_NEWS_PAGE_SIZE)),
});
export type NewsListQuery = z.output<typeof newsListQuerySchema>;

export const newsSlugSchema = z
  .string(messageKeys.required)
  .check(z.maxLength(MAX_SLUG_LENGTH, messageKeys.long), z.regex(newsSlugPattern, messageKeys.invalidValue));
export const newsSlugParamSchema = z.strictObject({ slug: newsSlugSchema });

/** The cover at 1280 px with the smaller widths stored beside it, for `srcset`. */
export const newsCoverSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  responsive: z.array(z.object({ width: z.number(), url: z.string() })),
});
export type NewsCover = z.output<typeof newsCoverSchema>;

/** An article in a list, in the language of the request. */
export const newsCardSchema = z.object({
  slug: z.string(),
  category: z.enum(newsCategories),
  title: z.string(),
  summary: z.string(),
  cover: z.nullable(newsCoverSchema),
  /** ISO 8601 timestamp. */
  publishedAt: z.string(),
});
export type NewsCard = z.output<typeof newsCardSchema>;

export const newsPageSchema = paginated(newsCardSchema);
export type NewsPage = z.output<typeof newsPageSchema>;

export const newsArticleSchema = z.extend(newsCardSchema, {
  /** Markdown: blank lines separate paragraphs; the site renders it without raw HTML. */
  body: z.string(),
  /** Lower-case words the editor gave it. */
  tags: z.array(z.string()),
  updatedAt: z.string(),
  /** Up to three other articles: the same category first, then the most recent. */
  related: z.array(newsCardSchema),
});
export type NewsArticle = z.output<typeof newsArticleSchema>;
