import type { AvailabilityAnswer } from '../ad-trust/reasons';
import { adReportedSchema, availabilityAnsweredSchema, type AdReportInput } from '../schemas/ad-trust';
import { api } from './browser-client';
import { readData } from './client';

/** Reports and availability answers (issue 29). The client sends the visitor id (x-uuid) and the session, if any. */
export const adTrustApi = {
  report: (adId: number, input: AdReportInput) =>
    readData(adReportedSchema, api.post(`ads/${adId}/reports`, { json: input })),
  /** The owner's answer from their list (signed in). */
  answer: (adId: number, answer: AvailabilityAnswer) =>
    readData(availabilityAnsweredSchema, api.post(`ads/${adId}/availability`, { json: { answer } })),
  /** The answer through a notification's signed link: no sign-in needed. */
  answerByLink: (adId: number, token: string, answer: AvailabilityAnswer) =>
    readData(availabilityAnsweredSchema, api.post(`ads/${adId}/availability-answers`, { json: { token, answer } })),
};
