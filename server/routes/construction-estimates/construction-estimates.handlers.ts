import { visitorHeaderSchema } from '@/lib/schemas/ads';
import { estimateIdParamSchema } from '@/lib/schemas/common';
import { constructionEstimateInputSchema, constructionFinanceInputSchema } from '@/lib/schemas/construction-estimate';
import { memberFromBearer, requireMember } from '../../lib/auth-middleware';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { rateLimit } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';
import {
  constructionSetup,
  financeSetup,
  publicConstructionSetup,
} from '../../services/construction-estimates/construction-setup';
import {
  createEstimate,
  findEstimate,
  memberEstimates,
  publicEstimate,
} from '../../services/construction-estimates/estimates';
import { financeEstimate } from '../../services/construction-estimates/finance-estimate';

export const getConstructionRates = factory.createHandlers(async (c) =>
  c.json({ data: publicConstructionSetup(await constructionSetup()) }),
);

export const getFinanceBanks = factory.createHandlers(async (c) => c.json({ data: await financeSetup() }));

/** A malformed visitor id is dropped, not refused: the estimate does not depend on it. */
const visitorId = (header: string | undefined) =>
  visitorHeaderSchema.safeParse({ 'x-uuid': header }).success ? header : undefined;

export const postConstructionEstimate = factory.createHandlers(
  validate('json', constructionEstimateInputSchema),
  rateLimit('valuations'),
  async (c) => {
    const member = await memberFromBearer(c);
    const estimate = await createEstimate(c.req.valid('json'), {
      memberId: member?.id,
      visitorId: visitorId(c.req.header('x-uuid')),
    });
    return c.json({ data: publicEstimate(estimate) }, 201);
  },
);

export const getMyConstructionEstimates = factory.createHandlers(requireMember, async (c) =>
  c.json({ data: (await memberEstimates(c.get('member').id)).map(publicEstimate) }, 200, {
    'Cache-Control': 'private, no-store',
  }),
);

export const getConstructionEstimate = factory.createHandlers(validate('param', estimateIdParamSchema), async (c) => {
  const estimate = await findEstimate(c.req.valid('param').id);
  if (!estimate) throw new ApiError('NOT_FOUND');
  return c.json({ data: publicEstimate(estimate) });
});

export const postConstructionFinance = factory.createHandlers(
  validate('param', estimateIdParamSchema),
  validate('json', constructionFinanceInputSchema),
  async (c) => {
    const estimate = await findEstimate(c.req.valid('param').id);
    if (!estimate) throw new ApiError('NOT_FOUND');
    return c.json({ data: await financeEstimate(estimate, c.req.valid('json')) });
  },
);
