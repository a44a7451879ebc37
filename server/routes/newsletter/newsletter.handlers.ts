import { defaultLocale } from '@/lib/i18n/config';
import { newsletterOpenQuerySchema, newsletterUnsubscribeQuerySchema } from '@/lib/schemas/newsletter';
import { clientIp } from '../../lib/client-ip';
import { factory } from '../../lib/hono-env';
import { withinLimit } from '../../lib/rate-limit';
import { lenient, validate } from '../../lib/validate';
import { unsubscribePageUrl } from '../../services/newsletter/newsletter-links';
import { openedDelivery, recordOpen } from '../../services/newsletter/opens';
import { unsubscribe } from '../../services/newsletter/subscribers';

const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * `GET /v1/newsletter/unsubscribe`: the `List-Unsubscribe` address opened in a browser leads to the page that asks
 * first (a mail scanner opening every link unsubscribes nobody).
 */
export const getUnsubscribe = factory.createHandlers(validate('query', newsletterUnsubscribeQuerySchema), (c) => {
  const { token, locale } = c.req.valid('query');
  return c.redirect(unsubscribePageUrl(locale ?? defaultLocale, token), 303);
});

/**
 * `POST /v1/newsletter/unsubscribe`: RFC 8058 one-click (a mail client posts `List-Unsubscribe=One-Click`) and the
 * page's button alike; the signed token is the authority. Altered: 403 LINK_INVALID. Once is enough.
 */
export const postUnsubscribe = factory.createHandlers(
  validate('query', newsletterUnsubscribeQuerySchema),
  async (c) => {
    await unsubscribe(c.req.valid('query').token);
    return c.json({ data: { unsubscribed: true } }, 200, noStore);
  },
);

/** A transparent 1×1 GIF. */
const openPixel = new Uint8Array(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));

const pixelHeaders = {
  'Content-Type': 'image/gif',
  'Cache-Control': 'no-store, private',
  // Webmail shows the e-mail on its own site, which the API's same-site policy would keep from loading the image.
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/**
 * `GET /v1/newsletter/opened?token=`: the e-mail's open pixel. Always the image, whatever the token (a broken image
 * in the e-mail, or a different answer, would tell whether a token is valid); a valid one marks its delivery opened
 * the first time. Past NEWSLETTER_OPENS_PER_IP_HOUR an address's fetches are answered but not recorded, and a
 * failure to record is logged, not shown.
 */
export const getOpened = factory.createHandlers(lenient('query', newsletterOpenQuerySchema), async (c) => {
  const deliveryId = openedDelivery(c.req.query());
  if (deliveryId !== undefined) {
    try {
      if (await withinLimit('newsletterOpens', clientIp(c))) await recordOpen(deliveryId);
    } catch (err) {
      c.get('log').warn({ err, deliveryId }, 'newsletter open not recorded');
    }
  }
  return c.body(openPixel, 200, pixelHeaders);
});
