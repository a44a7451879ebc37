import { newsListQuerySchema, newsSlugParamSchema } from '@/lib/schemas/news';
import { answerWindows, sharedAnswer } from '../../lib/api-cache';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { pageTags } from '../../lib/page-tags';
import { validate } from '../../lib/validate';
import { findNewsArticle } from '../../services/news/find-news';
import { listNews } from '../../services/news/list-news';

/** Articles are the same for everyone in a language (the language is part of every cached answer's key). */
const news = { tags: [pageTags.news], seconds: answerWindows.news };

export const getNews = factory.createHandlers(validate('query', newsListQuerySchema), async (c) => {
  const query = c.req.valid('query');
  return sharedAnswer(c, { ...news, key: query }, () => listNews(query, c.get('locale')));
});

export const getNewsArticle = factory.createHandlers(validate('param', newsSlugParamSchema), async (c) =>
  sharedAnswer(c, { ...news, key: null }, async () => {
    const article = await findNewsArticle(c.req.valid('param').slug, c.get('locale'));
    if (!article) throw new ApiError('NOT_FOUND');
    return { data: article };
  }),
);
