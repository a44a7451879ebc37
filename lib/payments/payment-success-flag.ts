/**
 * Spec §4 `paymentSuccess`: set when a return page finds its charge paid, read by the global modal on whatever page
 * the member is on (this tab: sessionStorage), cleared by closing the modal or its button. The flag holds what was
 * paid for, so the modal's description fits it. The event tells a modal already on the page to open without a reload.
 */
const KEY = 'manzil:paymentSuccess';
/** The charge the flag was last raised for: reloading its return page does not open the modal again. */
const RAISED_FOR = 'manzil:paymentSuccessCharge';
export const PAYMENT_SUCCESS_EVENT = 'manzil:payment-success';

export const paidItems = ['package', 'appraisal'] as const;
export type PaidItem = (typeof paidItems)[number];

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked (privacy settings): the modal is a courtesy, the return page says it anyway.
    return undefined;
  }
}

export function setPaymentSuccess(chargeId: string, item: PaidItem): void {
  const store = storage();
  if (!store || store.getItem(RAISED_FOR) === chargeId) return;
  store.setItem(RAISED_FOR, chargeId);
  store.setItem(KEY, item);
  window.dispatchEvent(new Event(PAYMENT_SUCCESS_EVENT));
}

/** What the raised flag was paid for; undefined while it is down. */
export function paymentSuccess(): PaidItem | undefined {
  const value = storage()?.getItem(KEY);
  return paidItems.find((item) => item === value);
}

export function clearPaymentSuccess(): void {
  storage()?.removeItem(KEY);
}
