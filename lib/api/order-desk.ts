import { orderDeskRowSchema, type RefundOrderInput } from '../schemas/order-desk';
import { api } from './browser-client';
import { readData } from './client';

/** The money desk (issue 30 §5): refund a paid order. */
export const orderDeskApi = {
  refund: (id: number, input: RefundOrderInput) =>
    readData(orderDeskRowSchema, api.post(`operator/orders/${id}/refund`, { json: input })),
};
