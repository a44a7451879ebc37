import { newsletterIssueSchema, unsubscribedSchema } from '../schemas/newsletter';
import type { NewsletterNoteInput, NewsletterScheduleInput } from '../schemas/newsletter';
import { api } from './browser-client';
import { readData } from './client';

/** The content desk's weekly newsletter (issue 30 §7), and the unsubscribe page's button. */
export const newsletterApi = {
  saveNote: (id: number, input: NewsletterNoteInput) =>
    readData(newsletterIssueSchema, api.put(`operator/newsletter/issues/${id}/note`, { json: input })),
  send: (id: number) => readData(newsletterIssueSchema, api.post(`operator/newsletter/issues/${id}/send`)),
  schedule: (id: number, input: NewsletterScheduleInput) =>
    readData(newsletterIssueSchema, api.post(`operator/newsletter/issues/${id}/schedule`, { json: input })),
  cancelSchedule: (id: number) =>
    readData(newsletterIssueSchema, api.delete(`operator/newsletter/issues/${id}/schedule`)),
  unsubscribe: (token: string) =>
    readData(unsubscribedSchema, api.post('newsletter/unsubscribe', { searchParams: { token } })),
};
