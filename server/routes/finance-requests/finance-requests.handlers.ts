import { financeRequestCodeSchema, financeRequestInputSchema } from '@/lib/schemas/finance-request';
import { memberFromBearer, requireMember } from '../../lib/auth-middleware';
import { clientIp } from '../../lib/client-ip';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import {
  financeRequestOptions,
  createFinanceRequest,
  memberFinanceRequests,
} from '../../services/finance-requests/finance-requests';
import { sendCode } from '../../services/auth/one-time-codes';
import { queueFinanceRequestDelivery } from '../../jobs/finance-request-delivery';

export const getFinanceRequestOptions = factory.createHandlers(async (c) =>
  c.json({ data: await financeRequestOptions() }),
);

/** A visitor confirms the phone with a code, under the same limits as a sign-in code. */
export const postFinanceRequestCode = factory.createHandlers(validate('json', financeRequestCodeSchema), async (c) =>
  c.json({ data: await sendCode('sms', c.req.valid('json').phone, { ip: clientIp(c), locale: c.get('locale') }) }),
);

export const postFinanceRequest = factory.createHandlers(validate('json', financeRequestInputSchema), async (c) => {
  const request = await createFinanceRequest(c.req.valid('json'), {
    member: await memberFromBearer(c),
    locale: c.get('locale'),
    ip: clientIp(c),
  });
  await queueFinanceRequestDelivery(request.id);
  return c.json({ data: request }, 201);
});

export const getMyFinanceRequests = factory.createHandlers(requireMember, async (c) =>
  c.json({ data: await memberFinanceRequests(c.get('member').id) }, 200, { 'Cache-Control': 'private, no-store' }),
);
