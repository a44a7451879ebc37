/**
 * A provider's final answer that this message cannot be delivered (a bad number, template or token): the delivery
 * records it and is not retried, as a retry would be refused the same way.
 */
export class DeliveryRejected extends Error {}
