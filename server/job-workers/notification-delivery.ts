import { deliverNotification } from '../services/notifications/deliver-notification';
import { notificationDeliveryJob } from '../jobs/notification-delivery';
import { defineWorker } from '../jobs/queue';

export const notificationDeliveryWorker = defineWorker({
  ...notificationDeliveryJob,
  run: ({ deliveryId }) => deliverNotification(deliveryId),
});
