import { idParamSchema } from '@/lib/schemas/common';
import { dealReviewDecisionSchema, dealReviewQuerySchema } from '@/lib/schemas/deal-reviews';
import { requireStaff } from '../../lib/auth-middleware';
import { factory } from '../../lib/hono-env';
import { invalidatePages } from '../../lib/page-cache';
import { pageTags } from '../../lib/page-tags';
import { validate } from '../../lib/validate';
import { dealReviewQueue, decideDealReview } from '../../services/deals/deal-reviews';

const marketData = requireStaff('market-data');

/** Members' registered deals (issue 30 §4): waiting ones the longest-waiting first, decided ones the latest first. */
export const getDealReviews = factory.createHandlers(
  ...marketData,
  validate('query', dealReviewQuerySchema),
  async (c) => c.json({ data: await dealReviewQueue(c.req.valid('query').status) }),
);

/** Approves a member's deal into the recorded deals (the deals pages expire at once) or rejects it with a reason. */
export const postDealReviewDecision = factory.createHandlers(
  ...marketData,
  validate('param', idParamSchema),
  validate('json', dealReviewDecisionSchema),
  async (c) => {
    const decided = await decideDealReview(c.get('member').id, c.req.valid('param').id, c.req.valid('json'));
    if (decided.status === 'approved') await invalidatePages([pageTags.deals]);
    return c.json({ data: decided });
  },
);
