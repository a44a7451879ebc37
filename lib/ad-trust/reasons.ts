/** Why a visitor reports an ad (issue 29); the texts live under `adReport.reasons` in messages/. */
export const adReportReasons = [
  'rented-or-sold',
  'wrong-price',
  'fake-photos',
  'scam',
  'duplicate',
  'wrong-place',
  'other',
] as const;

export type AdReportReason = (typeof adReportReasons)[number];

/** An operator's decision on an ad's open reports: upheld (the ad stays down) or dismissed (it comes back). */
export const reportDecisions = ['upheld', 'dismissed'] as const;

export type ReportDecision = (typeof reportDecisions)[number];

/** The owner's answers to "still available?": from their list, or a signed link in the notification. */
export const availabilityAnswers = ['available', 'rented', 'sold'] as const;

export type AvailabilityAnswer = (typeof availabilityAnswers)[number];

/** The longest note a report keeps (the "other" reason needs one). */
export const AD_REPORT_NOTE_MAX = 500;
