import { z } from 'zod/mini';
import { restoreSession } from '../auth/session-restore';
import type { AppraisalDocumentSlot } from '../appraisals/constants';
import {
  appraisalRequestSchema,
  uploadedDocumentSchema,
  type AppraisalRequestInput,
  type AppraisalStatusChange,
} from '../schemas/appraisals';
import { chargeStateSchema, type PaymentMethod } from '../schemas/payments';
import { api } from './browser-client';
import { readData } from './client';

/** A click can come before the session is restored from the refresh cookie: waiting lets the call carry the token. */
async function signedIn<T>(call: () => Promise<T>): Promise<T> {
  await restoreSession();
  return call();
}

/** The official appraisal (issue 16): the applicant's uploads, request and fee; the appraiser's moves and report. */
export const appraisalsApi = {
  upload: (slot: AppraisalDocumentSlot, files: File[]) =>
    signedIn(() => {
      const body = new FormData();
      for (const file of files) body.append('files', file);
      return readData(
        z.array(uploadedDocumentSchema),
        api.post('appraisal-requests/uploads', { body, searchParams: { slot }, timeout: 120_000 }),
      );
    }),
  send: (input: AppraisalRequestInput) =>
    signedIn(() => readData(appraisalRequestSchema, api.post('appraisal-requests', { json: input }))),
  pay: (id: number, paymentMethod: PaymentMethod) =>
    signedIn(() => readData(chargeStateSchema, api.post(`appraisal-requests/${id}/pay`, { json: { paymentMethod } }))),
  move: (id: number, change: AppraisalStatusChange) =>
    signedIn(() => readData(appraisalRequestSchema, api.post(`appraiser/requests/${id}/status`, { json: change }))),
  deliver: (id: number, report: File, note: string) =>
    signedIn(() => {
      const body = new FormData();
      body.append('report', report);
      body.append('note', note);
      return readData(appraisalRequestSchema, api.post(`appraiser/requests/${id}/report`, { body, timeout: 120_000 }));
    }),
};
