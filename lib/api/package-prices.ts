import { z } from 'zod/mini';
import { packagePriceListRowSchema, type PackagePriceInput } from '../schemas/package-prices';
import { api } from './browser-client';
import { readData } from './client';

const priceListSchema = z.array(packagePriceListRowSchema);

/** The catalogue desk's price list (issue 30 §5): set a package's price from a day, withdraw one not begun. */
export const packagePricesApi = {
  set: (packageId: number, input: PackagePriceInput) =>
    readData(priceListSchema, api.post(`operator/packages/${packageId}/prices`, { json: input })),
  withdraw: (packageId: number, priceId: number) =>
    readData(priceListSchema, api.delete(`operator/packages/${packageId}/prices/${priceId}`)),
};
