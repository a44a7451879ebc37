import type { Context } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import { ownRequestOrigin } from '../../lib/same-origin';
import type { ReturnTo } from '../../services/payments/orders';

/** Where the gateway sends this member back: the site's address they pay from, in the language they pay in. */
export const paymentReturnTo = <E extends AppEnv>(c: Context<E>): ReturnTo => ({
  origin: ownRequestOrigin(c),
  locale: c.var.locale,
});
