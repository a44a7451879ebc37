'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { clearPaymentSuccess, hasPaymentSuccess, PAYMENT_SUCCESS_EVENT } from '@/lib/payments/payment-success-flag';

// The modal's code loads only when a payment has just succeeded, never with the first load of a page.
const PaymentSuccessModal = dynamic(() => import('./payment-success-modal').then((m) => m.PaymentSuccessModal), { ssr: false });

/** The global payment-success modal (spec §4 `paymentSuccess`, §6): opens on any page while the flag is set. */
export function PaymentSuccessWatcher() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const check = () => setOpen(hasPaymentSuccess());
    check();
    window.addEventListener(PAYMENT_SUCCESS_EVENT, check);
    return () => window.removeEventListener(PAYMENT_SUCCESS_EVENT, check);
  }, []);
  if (!open) return null;
  return (
    <PaymentSuccessModal
      onClose={() => {
        clearPaymentSuccess();
        setOpen(false);
      }}
    />
  );
}
