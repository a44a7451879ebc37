import { estimateIdParamSchema } from '@/lib/schemas/common';
import { instantValuationInputSchema } from '@/lib/schemas/instant-valuation';
import { visitorHeaderSchema } from '@/lib/schemas/ads';
import { memberFromBearer, requireMember } from '../../lib/auth-middleware';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { rateLimit } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';
import { unlockValuation } from '../../services/instant-valuations/valuation-unlocks';
import {
  createInstantValuation,
  findInstantValuation,
  memberInstantValuations,
} from '../../services/instant-valuations/instant-valuation';

/** Comparables shown depend on who asks (subscriber or not). */
const privateAnswer = { 'Cache-Control': 'private, no-store', Vary: 'Authorization' };

export const postInstantValuation = factory.createHandlers(
  validate('json', instantValuationInputSchema),
  rateLimit('valuations'),
  async (c) => {
    // A visitor id that is missing or malformed just leaves the estimate without one.
    const visitor = visitorHeaderSchema.safeParse({ 'x-uuid': c.req.header('x-uuid') });
    const valuation = await createInstantValuation(c.req.valid('json'), {
      member: await memberFromBearer(c),
      visitorId: visitor.success ? visitor.data['x-uuid'] : undefined,
    });
    return c.json({ data: valuation }, 201, privateAnswer);
  },
);

export const getInstantValuation = factory.createHandlers(validate('param', estimateIdParamSchema), async (c) => {
  const valuation = await findInstantValuation(c.req.valid('param').id, await memberFromBearer(c));
  if (!valuation) throw new ApiError('NOT_FOUND');
  return c.json({ data: valuation }, 200, privateAnswer);
});

export const getMyInstantValuations = factory.createHandlers(requireMember, async (c) =>
  c.json({ data: await memberInstantValuations(c.get('member')) }, 200, privateAnswer),
);

/**
 * `POST /v1/valuations/ive/{id}/unlock`: the estimate's detailed report for one map-valuation credit of the caller's
 * own balance, once per estimate (again: free); answers the estimate as the caller now sees it and whether a credit went.
 */
export const postUnlockInstantValuation = factory.createHandlers(
  requireMember,
  validate('param', estimateIdParamSchema),
  async (c) => {
    const { id } = c.req.valid('param');
    const member = c.get('member');
    const { spent } = await unlockValuation(member, id);
    const valuation = await findInstantValuation(id, member);
    if (!valuation) throw new ApiError('NOT_FOUND');
    return c.json({ data: { valuation, spent } }, 200, privateAnswer);
  },
);
