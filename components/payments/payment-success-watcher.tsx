'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import {
  clearPaymentSuccess,
  paymentSuccess,
  PAYMENT_SUCCESS_EVENT,
  type PaidItem,
} from '@/lib/payments/payment-success-flag';

// The modal's code loads only when a payment has just succeeded, never with the first load of a page.
const PaymentSuccessModal = dynamic(() => import('./payment-success-modal').then((m) => m.PaymentSuccessModal), {
  ssr: false,
});

/** The global payment-success modal (spec §4 `paymentSuccess`, §6): opens on any page while the flag is set. */
export function PaymentSuccessWatcher() {
  const [paid, setPaid] = useState<PaidItem>();
  useEffect(() => {
    const check = () => setPaid(paymentSuccess());
    check();
    window.addEventListener(PAYMENT_SUCCESS_EVENT, check);
    return () => window.removeEventListener(PAYMENT_SUCCESS_EVENT, check);
  }, []);
  if (!paid) return null;
  return (
    <PaymentSuccessModal
      item={paid}
      onClose={() => {
        clearPaymentSuccess();
        setPaid(undefined);
      }}
    />
  );
}
