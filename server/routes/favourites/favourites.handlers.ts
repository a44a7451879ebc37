import { favouriteSchema, favouritesQuerySchema } from '@/lib/schemas/ads';
import { requireMember } from '../../lib/auth-middleware';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { favouriteAdIds, listFavourites, toggleFavourite } from '../../services/ads/favourites';

/** Spec name: one call toggles; the answer says which way. */
export const postFavourite = factory.createHandlers(requireMember, validate('json', favouriteSchema), async (c) => {
  const result = await toggleFavourite(c.get('member').id, c.req.valid('json').adId);
  if (!result) throw new ApiError('NOT_FOUND');
  return c.json({ data: result });
});

/** Always the caller's own list: there is no member id to pass, so no other member's favourites can be read. */
export const getFavourites = factory.createHandlers(
  requireMember,
  validate('query', favouritesQuerySchema),
  async (c) => c.json(await listFavourites(c.get('member').id, c.req.valid('query'))),
);

/** Ids only, so a list can mark its hearts without loading every favourite card. */
export const getFavouriteIds = factory.createHandlers(requireMember, async (c) =>
  c.json({ data: await favouriteAdIds(c.get('member').id) }),
);
