import { describe, expect, it } from 'vitest';
import { messageKeys } from '@/lib/schemas/fields';
import { checkAppraisal } from './appraisal-check';

const documents = { ownership: [1], civilId: [2, 3], propertyImages: [4], other: [] };

/** The form as typed: selects as strings, an unchosen bank and application type left out (as the form sends them). */
const typed = {
  propertyTypeId: '1',
  areaId: '34',
  size: '400',
  applicationType: 'sale',
  appraiserId: '1',
  address: 'قطعة 3، شارع 12، منزل 8',
  details: '',
  applicantName: 'لولوة المطوع',
  phone: '51650140',
  email: 'lulwa@example.com',
  documents,
  termsAccepted: true,
};

describe('checkAppraisal', () => {
  it('takes a sale without a bank and without extra details', () => {
    const checked = checkAppraisal(typed);
    expect(checked).toMatchObject({ data: { applicationType: 'sale', details: '', size: 400 } });
    expect('data' in checked && checked.data.bankId).toBeUndefined();
  });

  it('asks for the bank of a mortgage appraisal, also while other fields have problems (an empty phone aborts the schema’s own rules)', () => {
    expect(checkAppraisal({ ...typed, applicationType: 'mortgage' })).toEqual({
      errors: { bankId: messageKeys.required },
    });
    const empty = checkAppraisal({
      ...typed,
      applicationType: 'mortgage',
      phone: '',
      size: '',
      documents: { ...documents, ownership: [] },
    });
    expect('errors' in empty && Object.keys(empty.errors).sort()).toEqual([
      'bankId',
      'documents.ownership',
      'phone',
      'size',
    ]);
    expect(checkAppraisal({ ...typed, applicationType: 'mortgage', bankId: '2' })).toMatchObject({
      data: { bankId: 2 },
    });
  });

  it('keeps the other rules: a missing application type, a short address, the terms', () => {
    const checked = checkAppraisal({ ...typed, applicationType: undefined, address: 'ab', termsAccepted: false });
    expect('errors' in checked && Object.keys(checked.errors).sort()).toEqual([
      'address',
      'applicationType',
      'termsAccepted',
    ]);
  });
});
