import {
  auctionDeskDetailSchema,
  type AuctionPropertyInput,
  type AuctionResultInput,
  type AuctionSessionInput,
  type AuctionSessionUpdate,
} from '../schemas/auction-desk';
import { api } from './browser-client';
import { readData } from './client';

/** The market-data desk's auction sessions, properties and results (issue 30 §3). */
export const auctionDeskApi = {
  createSession: (input: AuctionSessionInput) =>
    readData(auctionDeskDetailSchema, api.post('operator/auctions', { json: input })),
  updateSession: (id: number, input: AuctionSessionUpdate) =>
    readData(auctionDeskDetailSchema, api.patch(`operator/auctions/${id}`, { json: input })),
  addProperty: (sessionId: number, input: AuctionPropertyInput) =>
    readData(auctionDeskDetailSchema, api.post(`operator/auctions/${sessionId}/properties`, { json: input })),
  updateProperty: (id: number, input: AuctionPropertyInput) =>
    readData(auctionDeskDetailSchema, api.patch(`operator/auctions/properties/${id}`, { json: input })),
  removeProperty: (id: number) => readData(auctionDeskDetailSchema, api.delete(`operator/auctions/properties/${id}`)),
  uploadFile: (id: number, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return readData(
      auctionDeskDetailSchema,
      api.put(`operator/auctions/properties/${id}/file`, { body, timeout: 120_000 }),
    );
  },
  recordResult: (id: number, input: AuctionResultInput) =>
    readData(auctionDeskDetailSchema, api.put(`operator/auctions/properties/${id}/result`, { json: input })),
};
