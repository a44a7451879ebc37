import { idParamSchema } from '@/lib/schemas/common';
import { liftSuspensionSchema, memberSearchQuerySchema, suspendMemberSchema } from '@/lib/schemas/member-support';
import { requireStaff } from '../../lib/auth-middleware';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { findMembers, liftSuspension, memberSupportFile, suspendMember } from '../../services/members/member-support';

const support = requireStaff('support');

/** Members found by phone, e-mail, id or name (issue 30 §6), the newest first; no query finds nobody. */
export const getMembers = factory.createHandlers(...support, validate('query', memberSearchQuerySchema), async (c) => {
  const { q } = c.req.valid('query');
  return c.json({ data: q ? await findMembers(q) : [] });
});

async function fileOf(memberId: number, locale: 'ar' | 'en') {
  const file = await memberSupportFile(memberId, locale);
  if (!file) throw new ApiError('NOT_FOUND');
  return file;
}

/** One member's ads, orders, balances, requests, notifications, live sign-ins and staff history. */
export const getMember = factory.createHandlers(...support, validate('param', idParamSchema), async (c) =>
  c.json({ data: await fileOf(c.req.valid('param').id, c.get('locale')) }),
);

/** Suspends the account at once (sessions revoked, ads off the lists, sign-in refused); answers the member's file. */
export const postSuspension = factory.createHandlers(
  ...support,
  validate('param', idParamSchema),
  validate('json', suspendMemberSchema),
  async (c) => {
    const { id } = c.req.valid('param');
    await suspendMember(c.get('member').id, id, c.req.valid('json'));
    return c.json({ data: await fileOf(id, c.get('locale')) });
  },
);

/** Lifts the suspension: sign-in works again and the ads come back; answers the member's file. */
export const deleteSuspension = factory.createHandlers(
  ...support,
  validate('param', idParamSchema),
  validate('json', liftSuspensionSchema),
  async (c) => {
    const { id } = c.req.valid('param');
    await liftSuspension(c.get('member').id, id, c.req.valid('json'));
    return c.json({ data: await fileOf(id, c.get('locale')) });
  },
);
