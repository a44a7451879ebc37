import type { AuctionDeskSession } from '@/lib/schemas/auction-desk';

type Translate = (key: `statuses.${AuctionDeskSession['status']}`) => string;

/** A session status's label in the page's language, for the lists and the status select. */
export const statusLabels = (t: Translate): Record<AuctionDeskSession['status'], string> => ({
  scheduled: t('statuses.scheduled'),
  completed: t('statuses.completed'),
  postponed: t('statuses.postponed'),
  cancelled: t('statuses.cancelled'),
});
