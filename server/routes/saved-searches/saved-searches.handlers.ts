import { idParamSchema } from '@/lib/schemas/common';
import {
  createSavedSearchSchema,
  savedSearchesQuerySchema,
  updateSavedSearchSchema,
} from '@/lib/schemas/saved-searches';
import { requireMember } from '../../lib/auth-middleware';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from '../../services/saved-searches/saved-searches';

/** Always the caller's own searches: ids are looked up with the member, so another member's answer 404. */
export const getSavedSearches = factory.createHandlers(
  requireMember,
  validate('query', savedSearchesQuerySchema),
  async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listSavedSearches(c.get('member').id, c.req.valid('query').page));
  },
);

/** 201 with the new search; 200 with the member's existing one when the same filters are already saved. */
export const postSavedSearch = factory.createHandlers(
  requireMember,
  validate('json', createSavedSearchSchema),
  async (c) => {
    const { search, created } = await createSavedSearch(c.get('member').id, c.req.valid('json'), c.get('locale'));
    return c.json({ data: search }, created ? 201 : 200);
  },
);

export const patchSavedSearch = factory.createHandlers(
  requireMember,
  validate('param', idParamSchema),
  validate('json', updateSavedSearchSchema),
  async (c) => {
    const search = await updateSavedSearch(c.get('member').id, c.req.valid('param').id, c.req.valid('json'));
    if (!search) throw new ApiError('NOT_FOUND');
    return c.json({ data: search });
  },
);

export const deleteOne = factory.createHandlers(requireMember, validate('param', idParamSchema), async (c) => {
  if (!(await deleteSavedSearch(c.get('member').id, c.req.valid('param').id))) throw new ApiError('NOT_FOUND');
  return c.json({ data: { deleted: 1 } });
});
