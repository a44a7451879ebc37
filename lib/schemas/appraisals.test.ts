import { describe, expect, it } from 'vitest';
import { messageKeys } from './fields';
import { appraisalRequestInputSchema } from './appraisals';

const documents = { ownership: [1], civilId: [2, 3], propertyImages: [4], other: [] };

const input = {
  propertyTypeId: 1,
  appraiserId: 1,
  areaId: 34,
  sizeSqm: 400,
  email: 'lulwa@example.com',
  address: 'قطعة 3، شارع 12، منزل 8',
  applicantName: 'لولوة المطوع',
  phone: '51650140',
  applicationType: 'sale',
  documents,
  termsAccepted: true,
};

describe('appraisalRequestInputSchema', () => {
  it('takes a request without a bank or details for every purpose but a mortgage', () => {
    for (const applicationType of ['purchase', 'sale', 'inheritance', 'other']) {
      expect(appraisalRequestInputSchema.safeParse({ ...input, applicationType }).success, applicationType).toBe(true);
    }
    const mortgage = appraisalRequestInputSchema.safeParse({ ...input, applicationType: 'mortgage' });
    expect(mortgage.error?.issues).toMatchObject([{ path: ['bankId'], message: messageKeys.required }]);
    expect(appraisalRequestInputSchema.safeParse({ ...input, applicationType: 'mortgage', bankId: 1 }).success).toBe(
      true,
    );
  });

  it('still bounds the optional details', () => {
    expect(appraisalRequestInputSchema.safeParse({ ...input, details: 'x'.repeat(501) }).success).toBe(false);
    expect(appraisalRequestInputSchema.safeParse({ ...input, details: 'بيت من دورين' }).success).toBe(true);
  });
});
