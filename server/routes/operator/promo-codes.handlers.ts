import { idParamSchema } from '@/lib/schemas/common';
import { promoCodeInputSchema } from '@/lib/schemas/promo-codes';
import { requireStaff } from '../../lib/auth-middleware';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { createPromoCode, endPromoCode, listPromoCodes } from '../../services/payments/promo-admin';

const catalogue = requireStaff('catalogue');

/** Every promo code with its uses (issue 30 §5), the newest first. */
export const getPromoCodes = factory.createHandlers(...catalogue, async (c) =>
  c.json({ data: await listPromoCodes() }),
);

export const postPromoCode = factory.createHandlers(...catalogue, validate('json', promoCodeInputSchema), async (c) =>
  c.json({ data: await createPromoCode(c.get('member').id, c.req.valid('json')) }, 201),
);

/** Ends a code at once; orders that already hold it keep their discount. */
export const postPromoCodeEnd = factory.createHandlers(...catalogue, validate('param', idParamSchema), async (c) =>
  c.json({ data: await endPromoCode(c.get('member').id, c.req.valid('param').id) }),
);
