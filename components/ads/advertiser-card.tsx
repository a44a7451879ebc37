import { useLocale, useTranslations } from 'next-intl';
import type { AdDetail } from '@/lib/schemas/ads';
import { BriefcaseIcon, UserIcon } from '@/components/ui/icons';
import { BadgeCheckIcon } from './ad-icons';
import { foreignTextProps } from './ad-text';

/** A licensed broker's title: "licensed" (with the badge) only once an operator verified the licence. */
const brokerRoles = {
  verified: 'licensed',
  'under-review': 'licensedUnderReview',
  'not-verified': 'licensedNotVerified',
} as const;

/** Who placed the ad: an owner, a licensed office (with its badge) or a marketeer of an office. */
export function AdvertiserCard({ advertiser }: { advertiser: AdDetail['advertiser'] }) {
  const t = useTranslations('adDetail.advertiser');
  const locale = useLocale();
  const role =
    advertiser.brokerType === 'licensed'
      ? brokerRoles[advertiser.licence]
      : advertiser.brokerType === 'marketeer'
        ? 'marketeer'
        : advertiser.isOffice
          ? 'office'
          : 'owner';
  const Icon = advertiser.isOffice ? BriefcaseIcon : UserIcon;
  return (
    <section aria-labelledby="advertiser-title" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="advertiser-title" className="mb-3 text-sm font-semibold text-slate-500">
        {t('title')}
      </h2>
      <div className="flex items-center gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="size-6" />
        </span>
        <div className="min-w-0">
          <p className="truncate font-bold text-slate-900">
            <bdi {...foreignTextProps(advertiser.displayName, locale)}>{advertiser.displayName}</bdi>
          </p>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
            {role === 'licensed' && <BadgeCheckIcon className="size-4 text-brand-600" />}
            {t(`roles.${role}`)}
          </p>
          {role === 'marketeer' && advertiser.companyName && (
            <p className="truncate text-xs text-slate-500">
              {t.rich('worksAt', {
                name: advertiser.companyName,
                office: (name) => <bdi {...foreignTextProps(advertiser.companyName ?? '', locale)}>{name}</bdi>,
              })}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
