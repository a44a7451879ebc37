import { appraisalOfficeNoticeJob, appraisalOfficeNoticeSweepJob } from './appraisal-office-notice';
import { areaPriceLevelsJob } from './area-price-levels';
import { contactChangeNoticeJob } from './contact-change-notice';
import { financeRequestDeliveryJob, financeRequestSweepJob } from './finance-request-delivery';
import { adExpiryJob, deliverySweepJob, maintenanceJob } from './maintenance';
import { notificationDeliveryJob } from './notification-delivery';
import { balanceExpiryJob, paymentOrderExpiryJob, paymentReconciliationJob, subscriptionRenewalJob } from './payments';
import { startJobWorkers } from './queue';
import { savedSearchDailyJob, savedSearchInstantJob, savedSearchWeeklyJob } from './saved-search-alerts';
import { valuationBacktestJob } from './valuation-backtest';

/** Every job this process works on; the scheduled ones also get their cron line (once across instances). */
export const jobs = [maintenanceJob, adExpiryJob, deliverySweepJob, notificationDeliveryJob, savedSearchInstantJob, savedSearchDailyJob, savedSearchWeeklyJob, valuationBacktestJob, areaPriceLevelsJob, financeRequestDeliveryJob, financeRequestSweepJob, appraisalOfficeNoticeJob, appraisalOfficeNoticeSweepJob, paymentReconciliationJob, paymentOrderExpiryJob, balanceExpiryJob, subscriptionRenewalJob, contactChangeNoticeJob];

export const startJobs = () => startJobWorkers(jobs);
