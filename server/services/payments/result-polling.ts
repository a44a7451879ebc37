import type { ResultPolling } from '@/lib/payments/return-pages';
import { config } from '../../config';

/** How the return pages ask again about a charge the gateway has not settled (server/config.ts). */
export function resultPolling(): ResultPolling {
  const cfg = config();
  return {
    firstSeconds: cfg.PAYMENT_RESULT_POLL_FIRST_SECONDS,
    maxSeconds: cfg.PAYMENT_RESULT_POLL_MAX_SECONDS,
    patienceSeconds: cfg.PAYMENT_RESULT_PATIENCE_SECONDS,
  };
}
