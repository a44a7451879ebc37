import { describe, expect, it } from 'vitest';
import { checkProfile } from './profile-check';

const names = { firstName: 'سارة', lastName: 'العلي', email: '', phone: '99650123', otp: '' };

describe('the profile form check', () => {
  it('keeps the stored e-mail when the box is empty and drops a code no contact change needs', () => {
    expect(checkProfile({ ...names, otp: '123456' }, false)).toEqual({
      data: { firstName: 'سارة', lastName: 'العلي', phone: '99650123' },
    });
  });

  it('asks for the code sent to a new contact, with the other fields’ problems', () => {
    expect(checkProfile({ ...names, firstName: 'س' }, true)).toEqual({
      errors: { firstName: 'general.validation.short_field', otp: 'general.validation.required_field' },
    });
    expect(checkProfile({ ...names, otp: '123456' }, true)).toEqual({
      data: { ...names, email: undefined, otp: '123456' },
    });
  });
});
