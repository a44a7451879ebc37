import type { trustSettings } from '../../db/schema/ad-trust';

const issue = 'Manzil issue 29 "Trust" (own setting, 2026-11-28)';

/** The limits of reports, availability checks and ad history (server/services/ad-availability/trust-settings.ts). */
export const trustSettingRows: Array<typeof trustSettings.$inferInsert> = [
  {
    key: 'reports-rented-to-ask',
    value: 3,
    unit: 'count',
    source: `${issue}: distinct reporters saying "already rented or sold" before the owner is asked to confirm at once`,
    effectiveDate: '2026-11-28',
  },
  {
    key: 'reports-scam-to-hide',
    value: 3,
    unit: 'count',
    source: `${issue}: distinct reporters saying "asks for money before a viewing" before the ad is hidden for review`,
    effectiveDate: '2026-11-28',
  },
  {
    key: 'availability-ask-every',
    value: 7,
    unit: 'days',
    source: `${issue}: every live ad's owner is asked "still available?" weekly`,
    effectiveDate: '2026-11-28',
  },
  {
    key: 'availability-link-valid',
    value: 14,
    unit: 'days',
    source: `${issue}: a "still available?" answer link works for two asking rounds`,
    effectiveDate: '2026-11-28',
  },
  {
    key: 'unconfirmed-leaves-lists',
    value: 21,
    unit: 'days',
    source: `${issue}: an ad not confirmed for three weeks leaves the lists until its owner confirms`,
    effectiveDate: '2026-11-28',
  },
  {
    key: 'off-market-notice',
    value: 14,
    unit: 'days',
    source: `${issue}: a rented or sold ad's page says so for two weeks, then shows as ended`,
    effectiveDate: '2026-11-28',
  },
  {
    key: 'relist-keeps-first-date',
    value: 98,
    unit: 'days',
    source:
      'Rightmove listing rules (as cited in issue 29, 2026-11-28): a home relisted within 14 weeks keeps its first date',
    effectiveDate: '2026-11-28',
  },
];
