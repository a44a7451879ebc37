import { availabilityCheckJob } from './ad-availability';
import { appraisalOfficeNoticeSweepJob, appraisalOfficeNoticeWorker } from './appraisal-office-notice';
import { areaPriceLevelsJob } from './area-price-levels';
import { contactChangeNoticeWorker } from './contact-change-notice';
import { dealImportRefreshWorker } from './deal-import-refresh';
import { financeRequestDeliveryWorker, financeRequestSweepJob } from './finance-request-delivery';
import { adExpiryJob, deliverySweepJob, maintenanceJob } from './maintenance';
import { newsPublishWorker } from './news-publish';
import { notificationDeliveryWorker } from './notification-delivery';
import {
  newsletterBatchWorker,
  newsletterConfirmWorker,
  newsletterDraftJob,
  newsletterStartWorker,
} from './newsletter';
import { photoHashBackfillJob } from './photo-hash-backfill';
import {
  balanceExpiryJob,
  paymentOrderExpiryJob,
  paymentReconciliationJob,
  renewalNoticeJob,
  subscriptionRenewalJob,
} from './payments';
import { startJobWorkers } from '../jobs/queue';
import { savedSearchDailyJob, savedSearchInstantWorker, savedSearchWeeklyJob } from './saved-search-alerts';
import { valuationBacktestJob } from './valuation-backtest';

/** Every job this process works on; the scheduled ones also get their cron line (once across instances). */
export const jobWorkers = [
  maintenanceJob,
  adExpiryJob,
  deliverySweepJob,
  notificationDeliveryWorker,
  savedSearchInstantWorker,
  savedSearchDailyJob,
  savedSearchWeeklyJob,
  valuationBacktestJob,
  areaPriceLevelsJob,
  dealImportRefreshWorker,
  newsPublishWorker,
  financeRequestDeliveryWorker,
  financeRequestSweepJob,
  appraisalOfficeNoticeWorker,
  appraisalOfficeNoticeSweepJob,
  paymentReconciliationJob,
  paymentOrderExpiryJob,
  balanceExpiryJob,
  subscriptionRenewalJob,
  renewalNoticeJob,
  contactChangeNoticeWorker,
  availabilityCheckJob,
  photoHashBackfillJob,
  newsletterConfirmWorker,
  newsletterStartWorker,
  newsletterBatchWorker,
  newsletterDraftJob,
];

export const startJobs = () => startJobWorkers(jobWorkers);
