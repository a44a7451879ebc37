import { restoreSession } from '../auth/session-restore';
import { adVerificationSchema, type VerificationDecision } from '../schemas/ad-verifications';
import { api } from './browser-client';
import { readData } from './client';

/** Verified listings (issue 29 §5): the advertiser's request and the operator's decision. */
export const adVerificationsApi = {
  /** The plate photo first, then (an owner's) document of the right to let or sell. */
  request: async (adId: number, unitNumber: string, plate: File, document: File | undefined) => {
    await restoreSession();
    const body = new FormData();
    body.append('unitNumber', unitNumber);
    body.append('files', plate);
    if (document) body.append('files', document);
    return readData(adVerificationSchema, api.post(`ads/${adId}/verification`, { body, timeout: 120_000 }));
  },
  decide: (id: number, decision: VerificationDecision) =>
    readData(adVerificationSchema, api.post(`operator/verifications/${id}/decision`, { json: decision })),
};
