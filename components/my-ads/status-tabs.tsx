import { useTranslations } from 'next-intl';
import type { AdStatus } from '@/lib/constants';
import type { MyAdsPage } from '@/lib/schemas/ads';
import { TabLinks } from '@/components/ui/tab-links';
import { statusKeys, statusOrder } from './ad-status';
import { myAdsHref } from './my-ads-href';

/** The owner's ads of every status, with how many each holds. */
export function StatusTabs({ current, counts }: { current: AdStatus | undefined; counts: MyAdsPage['counts'] }) {
  const t = useTranslations('myAds');
  const total = counts[0] + counts[1] + counts[2] + counts[3];
  const tabs = [
    { key: 'all', label: t('tabs.all'), count: total, href: myAdsHref(undefined), active: current === undefined },
    ...statusOrder.map((status) => ({
      key: statusKeys[status],
      label: t(`status.${statusKeys[status]}`),
      count: counts[status],
      href: myAdsHref(status),
      active: current === status,
    })),
  ];
  return <TabLinks label={t('tabs.label')} tabs={tabs} testIdPrefix="status-tab" />;
}
