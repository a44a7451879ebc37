'use client';

import { useEffect } from 'react';
import { setPaymentSuccess, type PaidItem } from '@/lib/payments/payment-success-flag';
import { useUpdateTransaction } from '@/lib/queries/use-update-transaction';

/**
 * A return page's charge, settled by the API (which asks the gateway; nothing in the URL is believed). A paid charge
 * raises the spec's `paymentSuccess` flag (§4), so the global modal opens here, and on the next page if closed unseen.
 */
export function useSettleCharge(chargeId: string | undefined, item: PaidItem) {
  const update = useUpdateTransaction();
  const { mutate } = update;
  useEffect(() => {
    if (chargeId) mutate(chargeId);
  }, [chargeId, mutate]);

  const paid = Boolean(update.data?.paid);
  useEffect(() => {
    if (paid && chargeId) setPaymentSuccess(chargeId, item);
  }, [paid, chargeId, item]);
  return update;
}
