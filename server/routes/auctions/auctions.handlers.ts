import { idParamSchema } from '@/lib/schemas/common';
import { auctionListQuerySchema, auctionPropertyListQuerySchema } from '@/lib/schemas/auctions';
import type { Context } from 'hono';
import { answerWindows, sharedAnswer } from '../../lib/api-cache';
import { ApiError } from '../../lib/errors';
import { factory, type AppEnv } from '../../lib/hono-env';
import { pageTags } from '../../lib/page-tags';
import { validate } from '../../lib/validate';
import { storage } from '../../providers/storage/registry';
import {
  findAuctionProperty,
  listAuctionProperties,
  propertyFileKey,
} from '../../services/auctions/auction-properties';
import { findAuction } from '../../services/auctions/find-auction';
import { listAuctions } from '../../services/auctions/list-auctions';
import { findOrganizer, listOrganizers } from '../../services/auctions/organizers';

/** Auctions are the same for everyone: cached like the auctions pages, under their tag. */
const auctionAnswer = (c: Context<AppEnv>, key: unknown, read: () => Promise<unknown>) =>
  sharedAnswer(c, { tags: [pageTags.auctions], seconds: answerWindows.auctions, key }, read);

const found = <T>(value: T | undefined): { data: T } => {
  if (!value) throw new ApiError('NOT_FOUND');
  return { data: value };
};

export const getAuctions = factory.createHandlers(validate('query', auctionListQuerySchema), async (c) => {
  const query = c.req.valid('query');
  return auctionAnswer(c, query, () => listAuctions(query));
});

export const getAuction = factory.createHandlers(validate('param', idParamSchema), async (c) =>
  auctionAnswer(c, null, async () => found(await findAuction(c.req.valid('param').id))),
);

export const getOrganizers = factory.createHandlers(async (c) =>
  auctionAnswer(c, null, async () => ({ data: await listOrganizers() })),
);

export const getOrganizer = factory.createHandlers(validate('param', idParamSchema), async (c) =>
  auctionAnswer(c, null, async () => found(await findOrganizer(c.req.valid('param').id))),
);

export const getProperties = factory.createHandlers(validate('query', auctionPropertyListQuerySchema), async (c) => {
  const query = c.req.valid('query');
  return auctionAnswer(c, query, () => listAuctionProperties(query));
});

export const getProperty = factory.createHandlers(validate('param', idParamSchema), async (c) =>
  auctionAnswer(c, null, async () => found(await findAuctionProperty(c.req.valid('param').id))),
);

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
