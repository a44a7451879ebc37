import { isLocale, type Locale } from '../i18n/config';

/** The pages a payment gateway sends the member back to (spec §2), each with `tap_id`. */
export const paymentReturnPaths: readonly string[] = [
  '/payment-redirect',
  '/payment-redirect-subscription',
  '/payment-redirect-appraisal',
];

/** The newsletter's confirm and unsubscribe pages, opened from an e-mail. */
export const newsletterLinkPaths = ['/newsletter/confirm', '/newsletter/unsubscribe'] as const;

/**
 * The query key for the reader's language on pages reached from a link sent out of the site (a gateway's return, an
 * e-mail): they may be opened without the site's cookies.
 */
export const returnLocaleParam = 'lang';

/** The language such a page's URL asks for, when it is one of ours. */
export function returnPageLocale(pathname: string, searchParams: URLSearchParams): Locale | undefined {
  if (!paymentReturnPaths.includes(pathname) && !(newsletterLinkPaths as readonly string[]).includes(pathname))
    return undefined;
  const lang = searchParams.get(returnLocaleParam);
  return isLocale(lang) ? lang : undefined;
}

/** How a return page asks again about a charge the gateway has not settled (server/config.ts `PAYMENT_RESULT_*`). */
export interface ResultPolling {
  firstSeconds: number;
  maxSeconds: number;
  patienceSeconds: number;
}
