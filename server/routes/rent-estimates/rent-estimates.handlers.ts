import { visitorHeaderSchema } from '@/lib/schemas/ads';
import { estimateIdParamSchema } from '@/lib/schemas/common';
import { rentEstimateInputSchema } from '@/lib/schemas/rent-estimate';
import { memberFromBearer, requireMember } from '../../lib/auth-middleware';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { rateLimit } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';
import { createRentEstimate, findRentEstimate, memberRentEstimates } from '../../services/rent-estimates/rent-estimate';

export const postRentEstimate = factory.createHandlers(
  validate('json', rentEstimateInputSchema),
  rateLimit('valuations'),
  async (c) => {
    // A visitor id that is missing or malformed just leaves the estimate without one.
    const visitor = visitorHeaderSchema.safeParse({ 'x-uuid': c.req.header('x-uuid') });
    const estimate = await createRentEstimate(c.req.valid('json'), {
      member: await memberFromBearer(c),
      visitorId: visitor.success ? visitor.data['x-uuid'] : undefined,
    });
    return c.json({ data: estimate }, 201);
  },
);

export const getRentEstimate = factory.createHandlers(validate('param', estimateIdParamSchema), async (c) => {
  const estimate = await findRentEstimate(c.req.valid('param').id);
  if (!estimate) throw new ApiError('NOT_FOUND');
  return c.json({ data: estimate });
});

export const getMyRentEstimates = factory.createHandlers(requireMember, async (c) =>
  c.json({ data: await memberRentEstimates(c.get('member')) }, 200, { 'Cache-Control': 'private, no-store' }),
);
