import { idParamSchema } from '@/lib/schemas/common';
import { orderSearchQuerySchema, refundOrderSchema } from '@/lib/schemas/order-desk';
import { requireStaff } from '../../lib/auth-middleware';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { refundOrder, searchOrders } from '../../services/payments/order-desk';

const catalogue = requireStaff('catalogue');

/** Orders with their payment and refund (issue 30 §5), newest first: by number, phone, e-mail or charge id. */
export const getOrders = factory.createHandlers(...catalogue, validate('query', orderSearchQuerySchema), async (c) =>
  c.json({ data: await searchOrders(c.req.valid('query')) }),
);

/** Refunds a paid order in full through the gateway, once; the ledger takes back the credits not used. */
export const postOrderRefund = factory.createHandlers(
  ...catalogue,
  validate('param', idParamSchema),
  validate('json', refundOrderSchema),
  async (c) => c.json({ data: await refundOrder(c.get('member').id, c.req.valid('param').id, c.req.valid('json')) }),
);
