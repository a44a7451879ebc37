import type { Locale } from '@/lib/i18n/config';
import { ApiError } from '../../lib/errors';
import { logger } from '../../logger';
import { sendCode, type Channel } from './one-time-codes';

/**
 * A phone or e-mail given beside the one a code proved (the e-mail of a phone sign-up, the phone of an e-mail sign-up,
 * the e-mail of a Google/Apple account that is not the one the provider vouched for) is never written to the account:
 * it is sent a code, and joins the account only when that code comes back through the profile, which checks the code
 * before it says whether another account has the contact. So the answer and the work are the same whether or not the
 * contact is registered. A send that fails (the contact's send limits, which do not depend on accounts, or the provider)
 * does not undo what the proven contact did: the member asks for another code from the profile.
 */
export async function offerUnprovenContact(
  channel: Channel,
  target: string,
  context: { ip: string; locale: Locale },
): Promise<void> {
  try {
    await sendCode(channel, target, context);
  } catch (err) {
    if (err instanceof ApiError && err.status === 429)
      logger.info({ channel }, 'no code sent to an unproven contact: its send limit');
    else logger.warn({ err, channel }, 'no code sent to an unproven contact');
  }
}
