import { z } from 'zod/mini';
import { phoneRevealSchema } from '../schemas/ads';
import { marketeerRemovedSchema, stampSchema, type BrokerInformationOutput } from '../schemas/offices';
import { api } from './browser-client';
import { readData } from './client';

const ok = z.object({});

/** An office's page (phone reveal) and the office's own management calls; pages themselves render on the server. */
export const officesApi = {
  revealPhone: (id: number) => readData(phoneRevealSchema, api.post(`members/${id}/phone`)),
  updateBrokerInformation: (input: BrokerInformationOutput) =>
    readData(ok, api.post('members/update-broker-information', { json: input })),
  acceptMarketeer: (id: number) => readData(ok, api.post(`members/marketeers/${id}/accept`)),
  removeMarketeer: (id: number) => readData(marketeerRemovedSchema, api.delete(`members/marketeers/${id}`)),
  uploadStamp: (file: File) => {
    const body = new FormData();
    body.append('stamp', file);
    return readData(stampSchema, api.post('members/uploadStamp', { body }));
  },
  uploadLicence: (file: File) => {
    const body = new FormData();
    body.append('files', file);
    return readData(z.array(z.object({ id: z.number() })), api.post('auth/supporting-documents', { body }));
  },
  decideLicence: (id: number, body: { decision: 'approve' } | { decision: 'reject'; reason: string }) =>
    readData(z.object({ licenceStatus: z.string() }), api.post(`operator/licences/${id}/decision`, { json: body })),
};
