import type { Context } from 'hono';
import { idParamSchema } from '@/lib/schemas/common';
import { dealListQuerySchema, dealSubmissionSchema, dealTrendQuerySchema } from '@/lib/schemas/deals';
import { answerWindows, sharedAnswer } from '../../lib/api-cache';
import { memberFromBearer, requireMember } from '../../lib/auth-middleware';
import { ApiError } from '../../lib/errors';
import { factory, type AppEnv } from '../../lib/hono-env';
import { pageTags } from '../../lib/page-tags';
import { validate } from '../../lib/validate';
import { hasFullDealAccess, publicDealsFrom } from '../../services/deals/data-access';
import { dealTrend } from '../../services/deals/deal-trend';
import { findDeal, similarDeals } from '../../services/deals/find-deal';
import { listDeals } from '../../services/deals/list-deals';
import { submitDeal } from '../../services/deals/submit-deal';

/**
 * The answer depends on who asks (subscriber or not): never let a shared cache keep it. The server keeps one answer
 * per class of caller, subscribers' and visitors', each the same for everyone in it.
 */
const privateAnswer = { 'Cache-Control': 'private, no-store', Vary: 'Authorization' };

const fullAccessOf = async (c: Context<AppEnv>) =>
  c.req.header('authorization') !== undefined && (await hasFullDealAccess(await memberFromBearer(c)));

export const getDeals = factory.createHandlers(validate('query', dealListQuerySchema), async (c) => {
  const query = c.req.valid('query');
  const fullAccess = await fullAccessOf(c);
  for (const [name, value] of Object.entries(privateAnswer)) c.header(name, value);
  return sharedAnswer(
    c,
    { tags: [pageTags.deals], seconds: answerWindows.deals, key: [fullAccess ? 'subscribers' : 'visitors', query] },
    () => listDeals(query, { fullAccess }),
  );
});

export const getDealTrend = factory.createHandlers(validate('query', dealTrendQuerySchema), async (c) => {
  const query = c.req.valid('query');
  return sharedAnswer(c, { tags: [pageTags.deals], seconds: answerWindows.dealTrend, key: query }, async () => ({
    data: await dealTrend(query),
  }));
});

/** The full record of one deal and its similar deals: subscribers only (spec §6), enforced here and not only in the page. */
export const getDeal = factory.createHandlers(validate('param', idParamSchema), async (c) => {
  if (!(await fullAccessOf(c))) throw new ApiError('SUBSCRIPTION_REQUIRED');
  const { id } = c.req.valid('param');
  for (const [name, value] of Object.entries(privateAnswer)) c.header(name, value);
  return sharedAnswer(c, { tags: [pageTags.deals], seconds: answerWindows.deals, key: 'subscribers' }, async () => {
    const deal = await findDeal(id);
    if (!deal) throw new ApiError('NOT_FOUND');
    const similar = await similarDeals(deal, { fullAccess: true, publicFrom: publicDealsFrom(new Date()) });
    return { data: { ...deal, similar } };
  });
});

export const postDeal = factory.createHandlers(requireMember, validate('json', dealSubmissionSchema), async (c) =>
  c.json({ data: await submitDeal(c.get('member').id, c.req.valid('json')) }, 201),
);
