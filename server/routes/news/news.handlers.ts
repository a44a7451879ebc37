import { newsListQuerySchema, newsSlugParamSchema } from '@/lib/schemas/news';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { findNewsArticle } from '../../services/news/find-news';
import { listNews } from '../../services/news/list-news';

export const getNews = factory.createHandlers(validate('query', newsListQuerySchema), async (c) => c.json(await listNews(c.req.valid('query'), c.get('locale'))));

export const getNewsArticle = factory.createHandlers(validate('param', newsSlugParamSchema), async (c) => {
  const article = await findNewsArticle(c.req.valid('param').slug, c.get('locale'));
  if (!article) throw new ApiError('NOT_FOUND');
  return c.json({ data: article });
});
