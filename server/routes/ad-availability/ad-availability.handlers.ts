import { availabilityAnswerSchema, availabilityLinkAnswerSchema } from '@/lib/schemas/ad-trust';
import { adIdParamSchema } from '@/lib/schemas/ads';
import { requireMember } from '../../lib/auth-middleware';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { answerAvailability, answerAvailabilityByLink } from '../../services/ad-availability/availability';

/** The owner answers "still available?" from their ad list; another member's ad is 404. */
export const postAvailability = factory.createHandlers(
  requireMember,
  validate('param', adIdParamSchema),
  validate('json', availabilityAnswerSchema),
  async (c) =>
    c.json({
      data: await answerAvailability(c.req.valid('param').id, c.get('member').id, c.req.valid('json').answer),
    }),
);

/**
 * The same answer through the notification's signed link, without signing in: the token (ad, owner, expiry, signed
 * for this purpose) is the authority. Altered, foreign or for another ad: 403 LINK_INVALID; too old: 410 LINK_EXPIRED.
 */
export const postAvailabilityAnswer = factory.createHandlers(
  validate('param', adIdParamSchema),
  validate('json', availabilityLinkAnswerSchema),
  async (c) => {
    const { token, answer } = c.req.valid('json');
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await answerAvailabilityByLink(c.req.valid('param').id, token, answer) });
  },
);
