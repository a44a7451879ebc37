import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { balanceKinds } from '@/lib/schemas/payments';
import { packageTermsValues } from './package-terms';

describe('package terms in plain words', () => {
  const en_ = createTranslator({ locale: 'en', messages: en, namespace: 'payments.page' });
  const ar_ = createTranslator({ locale: 'ar', messages: ar, namespace: 'payments.page' });

  it('says what a package gives, not "credits"', () => {
    expect(en_('terms.regular-ad', packageTermsValues({ quantity: 1, validityMonths: 1 }, 'en'))).toBe(
      'One ad to publish within one month',
    );
    expect(en_('terms.regular-ad', packageTermsValues({ quantity: 15, validityMonths: 3 }, 'en'))).toBe(
      '15 ads to publish within 3 months',
    );
    expect(en_('terms.data-access', packageTermsValues({ quantity: 12, validityMonths: 12 }, 'en'))).toBe(
      'Access for 12 months',
    );
    expect(ar_('terms.regular-ad', packageTermsValues({ quantity: 1, validityMonths: 1 }, 'ar'))).toBe(
      'إعلان واحد للنشر خلال شهر',
    );
    expect(ar_('terms.special-ad', packageTermsValues({ quantity: 5, validityMonths: 1 }, 'ar'))).toBe(
      '5 إعلانات مميزة للنشر خلال شهر',
    );
  });

  it('has a line for every kind of package in both languages, with no "credit"', () => {
    for (const kind of balanceKinds) {
      for (const [t, word] of [
        [en_, /credit/i],
        [ar_, /رصيد/],
      ] as const) {
        const line = t(`terms.${kind}`, packageTermsValues({ quantity: 3, validityMonths: 3 }, 'en'));
        expect(line).not.toMatch(word);
        expect(line).toMatch(/3/);
      }
    }
  });
});
