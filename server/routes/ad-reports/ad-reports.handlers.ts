import { adReportInputSchema, reporterHeaderSchema } from '@/lib/schemas/ad-trust';
import { adIdParamSchema } from '@/lib/schemas/ads';
import { messageKeys } from '@/lib/schemas/fields';
import { memberFromBearer } from '../../lib/auth-middleware';
import { clientIp } from '../../lib/client-ip';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { enforceLimit } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';
import { fileReport } from '../../services/ad-reports/ad-reports';

/**
 * "Report this ad", signed in or not: the member is the reporter when signed in, else the visitor's cookie id (x-uuid,
 * required then).
 * Limited per client address before anything is stored; one report per reporter and ad (409 ALREADY_REPORTED).
 */
export const postReport = factory.createHandlers(
  validate('param', adIdParamSchema),
  validate('header', reporterHeaderSchema),
  validate('json', adReportInputSchema),
  async (c) => {
    const ip = clientIp(c);
    await enforceLimit('adReports', `ip:${ip}`);
    // A public route: a missing or bad token just means a visitor.
    const member = c.req.header('authorization') ? await memberFromBearer(c) : undefined;
    const { reason, note } = c.req.valid('json');
    const visitorId = c.req.valid('header')['x-uuid'];
    if (!member && !visitorId) throw new ApiError('VALIDATION_FAILED', { 'x-uuid': [messageKeys.required] });
    const result = await fileReport({
      adId: c.req.valid('param').id,
      reason,
      note,
      memberId: member?.id,
      visitorId: visitorId ?? '',
      ip,
    });
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: result }, 201);
  },
);
