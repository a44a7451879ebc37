import { createMiddleware } from 'hono/factory';
import type { MemberRole } from '@/lib/constants';
import { idParamSchema } from '@/lib/schemas/common';
import { licenceDecisionSchema, licenceQueueQuerySchema } from '@/lib/schemas/offices';
import { requireMember, type MemberEnv } from '../../lib/auth-middleware';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { storage } from '../../providers/storage/registry';
import { licenceDocumentKey, licenceQueue, reviewLicence } from '../../services/offices/licences';
import { hasRole } from '../../services/offices/roles';

/** Staff routes need the role itself, not an account type: anyone else is 403. */
const requireRole = (role: MemberRole) =>
  createMiddleware<MemberEnv>(async (c, next) => {
    if (!(await hasRole(c.get('member').id, role))) throw new ApiError('FORBIDDEN');
    c.header('Cache-Control', 'private, no-store');
    await next();
  });

const operator = [requireMember, requireRole('operator')] as const;

export const getLicenceQueue = factory.createHandlers(...operator, validate('query', licenceQueueQuerySchema), async (c) =>
  c.json({ data: await licenceQueue(c.req.valid('query').status) }),
);

export const postLicenceDecision = factory.createHandlers(...operator, validate('param', idParamSchema), validate('json', licenceDecisionSchema), async (c) =>
  c.json({ data: await reviewLicence(c.req.valid('param').id, c.req.valid('json')) }),
);

/** The private licence document, for the operator checking it. */
export const getLicenceDocument = factory.createHandlers(...operator, validate('param', idParamSchema), async (c) => {
  const key = await licenceDocumentKey(c.req.valid('param').id);
  const file = key ? await storage().get(key) : undefined;
  if (!file) throw new ApiError('NOT_FOUND');
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': file.mimeType,
    'cache-control': 'private, no-store',
    'content-disposition': 'inline',
    'x-content-type-options': 'nosniff',
  });
});
