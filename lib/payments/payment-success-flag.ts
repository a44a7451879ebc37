/**
 * Spec §4 `paymentSuccess`: set when a return page finds its charge paid, read by the global modal on whatever page
 * the member is on (this tab: sessionStorage), cleared by closing the modal or its button. The event tells a modal
 * already on the page to open without a reload.
 */
const KEY = 'manzil:paymentSuccess';
/** The charge the flag was last raised for: reloading its return page does not open the modal again. */
const RAISED_FOR = 'manzil:paymentSuccessCharge';
export const PAYMENT_SUCCESS_EVENT = 'manzil:payment-success';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked (privacy settings): the modal is a courtesy, the return page says it anyway.
    return undefined;
  }
}

export function setPaymentSuccess(chargeId: string): void {
  const store = storage();
  if (!store || store.getItem(RAISED_FOR) === chargeId) return;
  store.setItem(RAISED_FOR, chargeId);
  store.setItem(KEY, '1');
  window.dispatchEvent(new Event(PAYMENT_SUCCESS_EVENT));
}

export function hasPaymentSuccess(): boolean {
  return storage()?.getItem(KEY) === '1';
}

export function clearPaymentSuccess(): void {
  storage()?.removeItem(KEY);
}
