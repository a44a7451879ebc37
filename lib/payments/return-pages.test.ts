import { describe, expect, it } from 'vitest';
import { returnPageLocale } from './return-pages';

describe('the language a return page asks for', () => {
  const locale = (url: string) => {
    const parsed = new URL(url, 'http://localhost:3000');
    return returnPageLocale(parsed.pathname, parsed.searchParams);
  };

  it('is the lang of a payment return page, one of ours', () => {
    expect(locale('/payment-redirect?lang=en&tap_id=chg_LOCAL12345678')).toBe('en');
    expect(locale('/payment-redirect-subscription?lang=ar&tap_id=chg_LOCAL12345678')).toBe('ar');
    expect(locale('/payment-redirect-appraisal?lang=en')).toBe('en');
  });

  it('is the lang of a newsletter link opened from an e-mail', () => {
    expect(locale('/newsletter/confirm?token=x&lang=en')).toBe('en');
    expect(locale('/newsletter/unsubscribe?token=x&lang=ar')).toBe('ar');
  });

  it('is nothing for another language, a missing one, or another page (the cookie decides there)', () => {
    expect(locale('/payment-redirect?lang=fr')).toBeUndefined();
    expect(locale('/payment-redirect?tap_id=chg_LOCAL12345678')).toBeUndefined();
    expect(locale('/faqs?lang=en')).toBeUndefined();
    expect(locale('/payment-redirect/x?lang=en')).toBeUndefined();
  });
});
