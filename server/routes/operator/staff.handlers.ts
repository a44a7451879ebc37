import { desksOf } from '@/lib/staff-desks';
import { deadLetterParamSchema } from '@/lib/schemas/dashboard';
import { auditLogQuerySchema, grantRoleSchema, staffRoleParamSchema } from '@/lib/schemas/staff';
import { requireMember, requireStaff } from '../../lib/auth-middleware';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { searchAuditLog } from '../../services/staff/audit-log';
import { dashboard, retryDeadLetterByStaff } from '../../services/staff/dashboard';
import { grantStaffRole, revokeStaffRole, rolesOf, staffMembers } from '../../services/staff/roles';

const admin = requireStaff('admin');

/** The signed-in member's staff roles and the desks they open: empty for everyone else (the header asks). */
export const getMyDesks = factory.createHandlers(requireMember, async (c) => {
  const roles = await rolesOf(c.get('member').id);
  c.header('Cache-Control', 'private, no-store');
  return c.json({ data: { roles, desks: desksOf(roles).map(({ key, href }) => ({ key, href })) } });
});

/** Everyone who holds a staff role, with their roles (administrators only). */
export const getStaff = factory.createHandlers(...admin, async (c) => c.json({ data: await staffMembers() }));

/** Gives a role to the member with this phone number; recorded in the audit log. */
export const postStaffRole = factory.createHandlers(...admin, validate('json', grantRoleSchema), async (c) => {
  const { phone, role } = c.req.valid('json');
  return c.json({ data: await grantStaffRole(c.get('member').id, phone, role) });
});

/** Takes a role back (never the last administrator's); recorded in the audit log. */
export const deleteStaffRole = factory.createHandlers(...admin, validate('param', staffRoleParamSchema), async (c) => {
  const { id, role } = c.req.valid('param');
  return c.json({ data: { id, roles: await revokeStaffRole(c.get('member').id, id, role) } });
});

/** The audit log, searched: newest first, 50 a page (`before` from the previous page's `next`). */
export const getAuditLog = factory.createHandlers(...admin, validate('query', auditLogQuerySchema), async (c) =>
  c.json({ data: await searchAuditLog(c.req.valid('query')) }),
);

/** The dashboard's figures: the day's and the last 30 days', what waits at each desk, the job queue's failures. */
export const getDashboard = factory.createHandlers(...admin, async (c) => c.json({ data: await dashboard() }));

/** Puts a dead letter back on its queue (unknown or already retried → 404); recorded in the audit log. */
export const postDeadLetterRetry = factory.createHandlers(
  ...admin,
  validate('param', deadLetterParamSchema),
  async (c) => c.json({ data: await retryDeadLetterByStaff(c.get('member').id, c.req.valid('param').id) }),
);
