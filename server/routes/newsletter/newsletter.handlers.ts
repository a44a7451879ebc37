import { defaultLocale } from '@/lib/i18n/config';
import { newsletterUnsubscribeQuerySchema } from '@/lib/schemas/newsletter';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { unsubscribePageUrl } from '../../services/newsletter/newsletter-links';
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
