import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { html } from 'hono/html';
import { z } from 'zod/mini';
import { localeCookie, localeDirection, toLocale, type Locale } from '@/lib/i18n/config';
import { formatFils } from '@/lib/format';
import { messageKeys } from '@/lib/schemas/fields';
import { chargeIdParamSchema } from '@/lib/schemas/payments';
import { ApiError } from '../../lib/errors';
import type { AppEnv } from '../../lib/hono-env';
import { translateKey } from '../../lib/translate';
import { validate } from '../../lib/validate';
import { localPaymentGateway } from '../../providers/registry';
import { localTestCards } from '../../providers/payments/local-payment-gateway';

const checkoutFormSchema = z.strictObject({
  action: z.enum(['pay', 'decline', 'cancel'], messageKeys.invalidValue),
  method: z.enum(['knet', 'card'], messageKeys.invalidValue),
  saveCard: z.optional(z.literal('on', messageKeys.invalidValue)),
  testCard: z.optional(z.enum(['renews', 'declinesRenewal'], messageKeys.invalidValue)),
});

/** The page is opened by the browser itself (no x-localization header): the site's locale cookie decides. */
const pageLocale = (c: Context<AppEnv>): Locale =>
  toLocale(getCookie(c, localeCookie.name) ?? c.req.header('x-localization'));

/**
 * The API's headers say `Referrer-Policy: no-referrer`, under which a browser posts a form with `Origin: null` (which
 * the same-origin check refuses); the page's own policy lets its form carry the site's origin.
 */
function page(locale: Locale, body: ReturnType<typeof html>) {
  const t = (key: string) => translateKey(`payments.gateway.${key}`, locale);
  return html`<!doctype html>
    <html lang="${locale}" dir="${localeDirection(locale)}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <meta name="referrer" content="same-origin" />
        <title>${t('title')}</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            max-width: 28rem;
            margin: 2rem auto;
            padding: 0 1rem;
            color: #1a2b2b;
          }
          h1 {
            font-size: 1.25rem;
          }
          .notice {
            background: #fff6dd;
            padding: 0.75rem;
            border-radius: 0.5rem;
          }
          dl {
            display: grid;
            grid-template-columns: auto 1fr;
            gap: 0.5rem 1rem;
          }
          dt {
            color: #556;
          }
          fieldset {
            border: 1px solid #ccd;
            border-radius: 0.5rem;
            margin: 1rem 0;
          }
          button {
            display: block;
            width: 100%;
            margin: 0.5rem 0;
            padding: 0.75rem;
            border-radius: 0.5rem;
            border: 1px solid #1f8a6e;
            font-size: 1rem;
            cursor: pointer;
          }
          button[value='pay'] {
            background: #1f8a6e;
            color: #fff;
          }
          button[value='decline'] {
            background: #fff;
            color: #a4262c;
            border-color: #a4262c;
          }
          button[value='cancel'] {
            background: #fff;
            color: #1a2b2b;
            border-color: #ccd;
          }
        </style>
      </head>
      <body>
        <h1>${t('title')}</h1>
        ${body}
      </body>
    </html>`;
}

/**
 * The local gateway's checkout page (APP_ENV=demo only, under /api/dev): what Tap's hosted KNET or card page is to
 * a real charge. The member pays, is declined or cancels; the browser then goes back to the charge's redirect URL
 * with `tap_id`, and the gateway posts its signed webhook. A multipart form, the kind the API accepts from a page.
 */
export const localGatewayRoutes = new Hono<AppEnv>()
  .get('/checkout/:id', validate('param', chargeIdParamSchema), async (c) => {
    const locale = pageLocale(c);
    const t = (key: string) => translateKey(`payments.gateway.${key}`, locale);
    c.header('Cache-Control', 'no-store');
    const charge = await localPaymentGateway().checkout(c.req.valid('param').id);
    if (!charge) throw new ApiError('NOT_FOUND');
    const back = new URL(charge.redirectUrl);
    back.searchParams.set('tap_id', charge.id);
    if (charge.status !== 'INITIATED') {
      return c.html(
        page(
          locale,
          html`<p>${t(charge.status === 'TIMEDOUT' ? 'expired' : 'closed')}</p>
            <p><a href="${back.href}">${t('back')}</a></p>`,
        ),
      );
    }
    const knet = charge.sourceId === 'src_kw.knet';
    return c.html(
      page(
        locale,
        html`<p class="notice">${t('notice')}</p>
          <dl>
            <dt>${t('amount')}</dt>
            <dd>${formatFils(charge.amountFils, locale)}</dd>
            <dt>${t('description')}</dt>
            <dd>${charge.description}</dd>
          </dl>
          <form method="post" enctype="multipart/form-data">
            <fieldset>
              <legend>${t('method')}</legend>
              <label
                ><input type="radio" name="method" value="knet" ${knet ? 'checked' : ''} />
                ${translateKey('payments.methods.knet', locale)}</label
              ><br />
              <label
                ><input type="radio" name="method" value="card" ${knet ? '' : 'checked'} />
                ${translateKey('payments.methods.card', locale)}</label
              >
            </fieldset>
            ${
              charge.saveCard
                ? html`<fieldset>
                    <legend>${t('savedCard')}</legend>
                    <label><input type="checkbox" name="saveCard" value="on" checked /> ${t('saveCard')}</label><br />
                    <label
                      ><input type="radio" name="testCard" value="renews" checked /> ${t('testCardRenews')}
                      <bdi>${localTestCards.renews}</bdi></label
                    ><br />
                    <label
                      ><input type="radio" name="testCard" value="declinesRenewal" /> ${t('testCardDeclines')}
                      <bdi>${localTestCards.declinesRenewal}</bdi></label
                    >
                  </fieldset>`
                : ''
            }
            <button type="submit" name="action" value="pay">${t('pay')}</button>
            <button type="submit" name="action" value="decline">${t('decline')}</button>
            <button type="submit" name="action" value="cancel">${t('cancel')}</button>
          </form>`,
      ),
    );
  })
  .post('/checkout/:id', validate('param', chargeIdParamSchema), validate('form', checkoutFormSchema), async (c) => {
    const { action, method, saveCard, testCard } = c.req.valid('form');
    const target = await localPaymentGateway().complete(
      c.req.valid('param').id,
      action,
      method,
      saveCard ? { card: testCard ?? 'renews' } : undefined,
    );
    if (!target) throw new ApiError('NOT_FOUND');
    return c.redirect(target, 303);
  });
