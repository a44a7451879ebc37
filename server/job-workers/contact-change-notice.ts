import { sendContactChangeNotice } from '../services/auth/contact-change-notice';
import { contactChangeNoticeJob } from '../jobs/contact-change-notice';
import { defineWorker } from '../jobs/queue';

export const contactChangeNoticeWorker = defineWorker({
  ...contactChangeNoticeJob,
  run: (notice) => sendContactChangeNotice(notice),
});
