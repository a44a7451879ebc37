import { idParamSchema } from '@/lib/schemas/common';
import {
  contentBannerInputSchema,
  faqInputSchema,
  moveSchema,
  seoConfigInputSchema,
  sitePageInputSchema,
  sitePageParamSchema,
} from '@/lib/schemas/site-content';
import { requireStaff } from '../../lib/auth-middleware';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import {
  createBanner,
  createFaq,
  listBannersForDesk,
  listFaqsForDesk,
  listSeoConfigs,
  listSitePages,
  moveBanner,
  moveFaq,
  updateBanner,
  updateFaq,
  updateSeoConfig,
  updateSitePage,
} from '../../services/site-content/site-content-admin';

const content = requireStaff('content');
const staffId = (c: { get(key: 'member'): { id: number } }) => c.get('member').id;

/** Every FAQ, hidden ones too, by topic and order (issue 30 §2). */
export const getFaqs = factory.createHandlers(...content, async (c) => c.json({ data: await listFaqsForDesk() }));

export const postFaq = factory.createHandlers(...content, validate('json', faqInputSchema), async (c) =>
  c.json({ data: await createFaq(staffId(c), c.req.valid('json')) }, 201),
);

export const putFaq = factory.createHandlers(
  ...content,
  validate('param', idParamSchema),
  validate('json', faqInputSchema),
  async (c) => c.json({ data: await updateFaq(staffId(c), c.req.valid('param').id, c.req.valid('json')) }),
);

/** Moves a question one place within its topic; answers every FAQ in their new order. */
export const postFaqMove = factory.createHandlers(
  ...content,
  validate('param', idParamSchema),
  validate('json', moveSchema),
  async (c) => c.json({ data: await moveFaq(staffId(c), c.req.valid('param').id, c.req.valid('json')) }),
);

export const getSitePages = factory.createHandlers(...content, async (c) => c.json({ data: await listSitePages() }));

export const putSitePage = factory.createHandlers(
  ...content,
  validate('param', sitePageParamSchema),
  validate('json', sitePageInputSchema),
  async (c) => c.json({ data: await updateSitePage(staffId(c), c.req.valid('param').key, c.req.valid('json')) }),
);

/** Every banner, inactive ones too, by screen and order. */
export const getBanners = factory.createHandlers(...content, async (c) => c.json({ data: await listBannersForDesk() }));

export const postBanner = factory.createHandlers(...content, validate('json', contentBannerInputSchema), async (c) =>
  c.json({ data: await createBanner(staffId(c), c.req.valid('json')) }, 201),
);

export const putBanner = factory.createHandlers(
  ...content,
  validate('param', idParamSchema),
  validate('json', contentBannerInputSchema),
  async (c) => c.json({ data: await updateBanner(staffId(c), c.req.valid('param').id, c.req.valid('json')) }),
);

export const postBannerMove = factory.createHandlers(
  ...content,
  validate('param', idParamSchema),
  validate('json', moveSchema),
  async (c) => c.json({ data: await moveBanner(staffId(c), c.req.valid('param').id, c.req.valid('json')) }),
);

/** Every screen's SEO configuration, inactive ones too. */
export const getSeoConfigs = factory.createHandlers(...content, async (c) => c.json({ data: await listSeoConfigs() }));

export const putSeoConfig = factory.createHandlers(
  ...content,
  validate('param', idParamSchema),
  validate('json', seoConfigInputSchema),
  async (c) => c.json({ data: await updateSeoConfig(staffId(c), c.req.valid('param').id, c.req.valid('json')) }),
);
