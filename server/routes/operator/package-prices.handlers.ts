import { idParamSchema } from '@/lib/schemas/common';
import { packagePriceInputSchema, packagePriceParamSchema } from '@/lib/schemas/package-prices';
import { requireStaff } from '../../lib/auth-middleware';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { listPackagePrices, setPackagePrice, withdrawPackagePrice } from '../../services/payments/package-prices';

const catalogue = requireStaff('catalogue');

/** Every package with its prices, the one in effect now and those set for later days (issue 30 §5). */
export const getPackagePrices = factory.createHandlers(...catalogue, async (c) =>
  c.json({ data: await listPackagePrices() }),
);

export const postPackagePrice = factory.createHandlers(
  ...catalogue,
  validate('param', idParamSchema),
  validate('json', packagePriceInputSchema),
  async (c) => {
    await setPackagePrice(c.get('member').id, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: await listPackagePrices() });
  },
);

export const deletePackagePrice = factory.createHandlers(
  ...catalogue,
  validate('param', packagePriceParamSchema),
  async (c) => {
    const { id, priceId } = c.req.valid('param');
    await withdrawPackagePrice(c.get('member').id, id, priceId);
    return c.json({ data: await listPackagePrices() });
  },
);
