import { describe, expect, it } from 'vitest';
import { localNumber, validEmail, validPhone } from './contact-rules';
import { emailField, phoneField } from './fields';

const phones = [
  '99650123',
  '٩٩٦٥٠١٢٣',
  '9965 0123',
  '9965-0123',
  '۹۹۶۵۰۱۲۳',
  '9965012',
  '996501234',
  '9965o123',
  '',
  '  ',
  '+96599650123',
];
const emails = [
  'member@example.com',
  '  Member@Example.COM ',
  'a.b+c@sub.example.co',
  'no-at.example.com',
  'two@@example.com',
  'dots..in@example.com',
  '.lead@example.com',
  'x@y.z',
  '',
  `${'a'.repeat(250)}@example.com`,
];

describe('contact rules apart from the schemas', () => {
  it('find a valid phone exactly where phoneField does, normalised the same way', () => {
    for (const phone of phones) {
      const parsed = phoneField.safeParse(phone);
      expect(validPhone(phone), phone).toBe(parsed.success ? parsed.data : undefined);
    }
  });

  it('find a valid e-mail exactly where emailField does, trimmed the same way', () => {
    for (const email of emails) {
      const parsed = emailField.safeParse(email);
      expect(validEmail(email), email).toBe(parsed.success ? parsed.data : undefined);
    }
  });
});

describe('localNumber', () => {
  it("drops Kuwait's country code before 8 digits, however written, and leaves other numbers as typed", () => {
    for (const typed of ['97650136', '+965 9765 0136', '00965-97650136', '965 97650136', '٩٧٦٥٠١٣٦'])
      expect(localNumber(typed), typed).toBe('97650136');
    expect(localNumber('#965')).toBe('#965');
    expect(localNumber('9651234')).toBe('9651234');
  });
});
