import { defineJob } from './queue';

/** One notification on one channel; retried with backoff (1, 2, 4, 8, 16 minutes), then a dead letter. */
export const notificationDeliveryJob = defineJob<{ deliveryId: number }>({
  name: 'notification-delivery',
  retryLimit: 5,
  retryDelaySeconds: 60,
});
