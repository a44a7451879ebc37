import type { appraisalFees, appraisers } from '../../db/schema/appraisals';

const unconfirmed =
  'UNCONFIRMED: demo office; the Ministry of Commerce and Industry grades appraisers A, B and C (kuwait-facts §G), this row is not from its register';

/**
 * Demo appraisal offices; replace with the ministry's register before production. Their desks are under the reserved
 * example.com, so a paid request's e-mail (the applicant's name and phone) can reach no real inbox.
 */
export const appraiserRows: Array<typeof appraisers.$inferInsert> = [
  {
    id: 1,
    nameAr: 'مكتب الدار للتثمين العقاري',
    nameEn: 'Al Dar Real Estate Appraisal Office',
    email: 'desk@al-dar.example.com',
    mociGrade: 'A',
    source: unconfirmed,
    sort: 1,
  },
  {
    id: 2,
    nameAr: 'شركة الأصول للتقييم العقاري',
    nameEn: 'Al Osool Real Estate Valuation Co.',
    email: 'desk@al-osool.example.com',
    mociGrade: 'A',
    source: unconfirmed,
    sort: 2,
  },
  {
    id: 3,
    nameAr: 'مكتب الراية للتثمين',
    nameEn: 'Al Raya Appraisal Office',
    email: 'desk@al-raya.example.com',
    mociGrade: 'B',
    source: unconfirmed,
    sort: 3,
  },
  {
    id: 4,
    nameAr: 'شركة الخبراء المتحدون للتقييم',
    nameEn: 'United Experts Valuation Co.',
    email: 'desk@united-experts.example.com',
    mociGrade: 'B',
    source: unconfirmed,
    sort: 4,
  },
  {
    id: 5,
    nameAr: 'مكتب الجون للتثمين العقاري',
    nameEn: 'Al Joun Real Estate Appraisal Office',
    email: 'desk@al-joun.example.com',
    mociGrade: null,
    source: unconfirmed,
    sort: 5,
  },
];

/** The fee of one official appraisal. */
export const appraisalFeeRows: Array<typeof appraisalFees.$inferInsert> = [
  {
    id: 1,
    feeFils: 75_000,
    source:
      'UNCONFIRMED: demo fee (kuwait-facts §G lists appraisal fees as unconfirmed); set the offices’ agreed fee before production',
    effectiveDate: '2026-11-25',
  },
];
