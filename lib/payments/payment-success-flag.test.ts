import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPaymentSuccess, paymentSuccess, setPaymentSuccess } from './payment-success-flag';

describe('payment-success flag', () => {
  let events: string[];
  beforeEach(() => {
    const store = new Map<string, string>();
    events = [];
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => store.set(k, v),
        removeItem: (k: string) => store.delete(k),
      },
      dispatchEvent: (event: Event) => events.push(event.type),
    });
  });

  it('holds what was paid for, once per charge, until cleared', () => {
    expect(paymentSuccess()).toBeUndefined();
    setPaymentSuccess('chg_appraisal', 'appraisal');
    expect(paymentSuccess()).toBe('appraisal');
    expect(events).toEqual(['manzil:payment-success']);
    clearPaymentSuccess();
    expect(paymentSuccess()).toBeUndefined();
    // Reloading the same charge's return page does not raise it again; the next charge does.
    setPaymentSuccess('chg_appraisal', 'appraisal');
    expect(paymentSuccess()).toBeUndefined();
    setPaymentSuccess('chg_package', 'package');
    expect(paymentSuccess()).toBe('package');
  });

  it('reads nothing but a known item from storage', () => {
    window.sessionStorage.setItem('manzil:paymentSuccess', '1');
    expect(paymentSuccess()).toBeUndefined();
  });

  it('stays down when storage is blocked', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new Error('blocked');
      },
    });
    setPaymentSuccess('chg_x', 'package');
    expect(paymentSuccess()).toBeUndefined();
  });
});
