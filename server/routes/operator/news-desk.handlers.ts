import { idParamSchema } from '@/lib/schemas/common';
import {
  kuwaitTimeToInstant,
  newsArticleInputSchema,
  newsDeskQuerySchema,
  newsPreviewInputSchema,
  newsPublishInputSchema,
} from '@/lib/schemas/news-desk';
import { requireStaff } from '../../lib/auth-middleware';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import {
  createNewsArticle,
  getNewsDeskArticle,
  listNewsDesk,
  publishNewsArticle,
  storeNewsCoverUpload,
  unpublishNewsArticle,
  updateNewsArticle,
} from '../../services/news/news-desk';
import { renderNewsBody } from '../../services/news/news-markdown';
import { isVideoType } from '../../services/uploads/file-type';
import { withMediaUpload } from '../../services/uploads/media-upload';

const content = requireStaff('content');

/** Every article in any state (issue 30 §2), newest first; a title in either language, a state. */
export const getNewsDesk = factory.createHandlers(...content, validate('query', newsDeskQuerySchema), async (c) =>
  c.json(await listNewsDesk(c.req.valid('query'))),
);

export const getNewsDeskArticleHandler = factory.createHandlers(
  ...content,
  validate('param', idParamSchema),
  async (c) => c.json({ data: await getNewsDeskArticle(c.req.valid('param').id) }),
);

export const postNewsArticle = factory.createHandlers(...content, validate('json', newsArticleInputSchema), async (c) =>
  c.json({ data: await createNewsArticle(c.get('member').id, c.req.valid('json')) }, 201),
);

export const putNewsArticle = factory.createHandlers(
  ...content,
  validate('param', idParamSchema),
  validate('json', newsArticleInputSchema),
  async (c) =>
    c.json({ data: await updateNewsArticle(c.get('member').id, c.req.valid('param').id, c.req.valid('json')) }),
);

/** Now, or at a later Kuwait time (scheduled: hidden everywhere until then). */
export const postNewsPublish = factory.createHandlers(
  ...content,
  validate('param', idParamSchema),
  validate('json', newsPublishInputSchema),
  async (c) => {
    const { at } = c.req.valid('json');
    const article = await publishNewsArticle(
      c.get('member').id,
      c.req.valid('param').id,
      at === undefined ? undefined : kuwaitTimeToInstant(at),
    );
    return c.json({ data: article });
  },
);

export const postNewsUnpublish = factory.createHandlers(...content, validate('param', idParamSchema), async (c) =>
  c.json({ data: await unpublishNewsArticle(c.get('member').id, c.req.valid('param').id) }),
);

/** A body as the article page will show it. */
export const postNewsPreview = factory.createHandlers(...content, validate('json', newsPreviewInputSchema), (c) =>
  c.json({ data: { html: renderNewsBody(c.req.valid('json').body) } }),
);

/** A photo (checked by its bytes, under the upload limit) stored as a cover with its smaller widths. */
export const postNewsCover = factory.createHandlers(...content, async (c) => {
  const stored = await withMediaUpload(c, 'cover', (file) => {
    if (isVideoType(file.type)) throw new ApiError('VALIDATION_FAILED', { cover: ['uploads.badMediaType'] });
    return storeNewsCoverUpload(file.path);
  });
  return c.json({ data: stored }, 201);
});
