import { dealImportSchema } from '../schemas/deal-imports';
import { api } from './browser-client';
import { readData } from './client';

/** The market-data desk's deals imports (issue 30 §4): upload for a dry run, then commit or discard. */
export const dealImportsApi = {
  check: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return readData(dealImportSchema, api.post('operator/deal-imports', { body, timeout: 300_000 }));
  },
  commit: (id: number) =>
    readData(dealImportSchema, api.post(`operator/deal-imports/${id}/commit`, { timeout: 300_000 })),
  discard: (id: number) => readData(dealImportSchema, api.post(`operator/deal-imports/${id}/discard`)),
};
