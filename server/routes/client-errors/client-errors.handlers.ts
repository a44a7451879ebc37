import { clientErrorReportSchema } from '@/lib/schemas/client-errors';
import { config } from '../../config';
import { limitBody } from '../../lib/body-limit';
import { factory } from '../../lib/hono-env';
import { rateLimit } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';

const USER_AGENT_LENGTH = 300;

/**
 * A browser's crash report (an error boundary caught it, or the page reloaded for a DOM a translation tool changed):
 * written to the log for the operators, nothing stored. Bounded in size and per client address.
 */
export const postClientError = factory.createHandlers(
  limitBody(() => config().CLIENT_ERROR_REPORT_MAX_BYTES),
  rateLimit('clientErrors'),
  validate('json', clientErrorReportSchema),
  (c) => {
    const report = c.req.valid('json');
    c.get('log').warn(
      { clientError: report, userAgent: c.req.header('user-agent')?.slice(0, USER_AGENT_LENGTH) },
      'client error',
    );
    return c.body(null, 204);
  },
);
