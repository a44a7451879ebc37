import { adExpiryJob, deliverySweepJob, maintenanceJob } from './maintenance';
import { notificationDeliveryJob } from './notification-delivery';
import { startJobWorkers } from './queue';

/** Every job this process works on; the scheduled ones also get their cron line (once across instances). */
export const jobs = [maintenanceJob, adExpiryJob, deliverySweepJob, notificationDeliveryJob];

export const startJobs = () => startJobWorkers(jobs);
