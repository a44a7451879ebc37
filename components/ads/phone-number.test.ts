import { describe, expect, it } from 'vitest';
import { displayPhone, internationalPhone, whatsappLink } from './phone-number';

describe('phone numbers', () => {
  it('adds Kuwait’s code to a local number only', () => {
    expect(internationalPhone('9665 0101')).toBe('96596650101');
    expect(internationalPhone('+965 96650101')).toBe('96596650101');
    expect(displayPhone('96596650101')).toBe('9665 0101');
  });

  it('prefills WhatsApp with the ad’s title and link', () => {
    expect(whatsappLink('96650101', 'شقة\nhttps://manzil.com.kw/ad/5')).toBe(
      `https://wa.me/96596650101?text=${encodeURIComponent('شقة\nhttps://manzil.com.kw/ad/5')}`,
    );
  });
});
