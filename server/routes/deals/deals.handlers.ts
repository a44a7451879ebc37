import { idParamSchema } from '@/lib/schemas/common';
import { dealListQuerySchema, dealSubmissionSchema, dealTrendQuerySchema } from '@/lib/schemas/deals';
import { memberFromBearer, requireMember } from '../../lib/auth-middleware';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { hasFullDealAccess, publicDealsFrom } from '../../services/deals/data-access';
import { dealTrend } from '../../services/deals/deal-trend';
import { findDeal, similarDeals } from '../../services/deals/find-deal';
import { listDeals, listPublicDeals } from '../../services/deals/list-deals';
import { submitDeal } from '../../services/deals/submit-deal';

/** The answer depends on who asks (subscriber or not): never let a shared cache keep it. */
const privateAnswer = { 'Cache-Control': 'private, no-store', Vary: 'Authorization' };

export const getDeals = factory.createHandlers(validate('query', dealListQuerySchema), async (c) => {
  const query = c.req.valid('query');
  const page = (await hasFullDealAccess(await memberFromBearer(c))) ? await listDeals(query, { fullAccess: true }) : await listPublicDeals(query);
  return c.json(page, 200, privateAnswer);
});

export const getDealTrend = factory.createHandlers(validate('query', dealTrendQuerySchema), async (c) => c.json({ data: await dealTrend(c.req.valid('query')) }));

/** The full record of one deal and its similar deals: subscribers only (spec §6), enforced here and not only in the page. */
export const getDeal = factory.createHandlers(validate('param', idParamSchema), async (c) => {
  if (!(await hasFullDealAccess(await memberFromBearer(c)))) throw new ApiError('SUBSCRIPTION_REQUIRED');
  const deal = await findDeal(c.req.valid('param').id);
  if (!deal) throw new ApiError('NOT_FOUND');
  const similar = await similarDeals(deal, { fullAccess: true, publicFrom: publicDealsFrom(new Date()) });
  return c.json({ data: { ...deal, similar } }, 200, privateAnswer);
});

export const postDeal = factory.createHandlers(requireMember, validate('json', dealSubmissionSchema), async (c) =>
  c.json({ data: await submitDeal(c.get('member').id, c.req.valid('json')) }, 201),
);
