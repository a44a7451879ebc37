import { idParamSchema } from '@/lib/schemas/common';
import { auctionListQuerySchema, auctionPropertyListQuerySchema } from '@/lib/schemas/auctions';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { storage } from '../../providers/storage/registry';
import { findAuctionProperty, listAuctionProperties, propertyFileKey } from '../../services/auctions/auction-properties';
import { findAuction } from '../../services/auctions/find-auction';
import { listAuctions } from '../../services/auctions/list-auctions';
import { findOrganizer, listOrganizers } from '../../services/auctions/organizers';

export const getAuctions = factory.createHandlers(validate('query', auctionListQuerySchema), async (c) => c.json(await listAuctions(c.req.valid('query'))));

export const getAuction = factory.createHandlers(validate('param', idParamSchema), async (c) => {
  const auction = await findAuction(c.req.valid('param').id);
  if (!auction) throw new ApiError('NOT_FOUND');
  return c.json({ data: auction });
});

export const getOrganizers = factory.createHandlers(async (c) => c.json({ data: await listOrganizers() }));

export const getOrganizer = factory.createHandlers(validate('param', idParamSchema), async (c) => {
  const organizer = await findOrganizer(c.req.valid('param').id);
  if (!organizer) throw new ApiError('NOT_FOUND');
  return c.json({ data: organizer });
});

export const getProperties = factory.createHandlers(validate('query', auctionPropertyListQuerySchema), async (c) =>
  c.json(await listAuctionProperties(c.req.valid('query'))),
);

export const getProperty = factory.createHandlers(validate('param', idParamSchema), async (c) => {
  const property = await findAuctionProperty(c.req.valid('param').id);
  if (!property) throw new ApiError('NOT_FOUND');
  return c.json({ data: property });
});

/** The organizer's property file, downloaded under a readable name. */
export const getPropertyFile = factory.createHandlers(validate('param', idParamSchema), async (c) => {
  const { id } = c.req.valid('param');
  const key = await propertyFileKey(id);
  const file = key ? await storage().get(key) : undefined;
  if (!file) throw new ApiError('NOT_FOUND');
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': file.mimeType,
    'content-disposition': `attachment; filename="auction-property-${id}.pdf"`,
    'cache-control': 'public, max-age=3600',
  });
});
