import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { BuildingIcon } from '@/components/ui/icons';

/** No ads to list: the spec's "no active ads" (or none in the chosen status), with the way to add one. */
export function MyAdsEmpty({ statusLabel }: { statusLabel?: string }) {
  const t = useTranslations('myAds.empty');
  const tMessages = useTranslations('general.messages');
  return (
    <div
      data-testid="my-ads-empty"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
    >
      <BuildingIcon className="size-12 text-sand-500" />
      <p className="text-lg font-semibold text-slate-900">
        {statusLabel ? t('inStatus', { status: statusLabel }) : tMessages('noActiveAds')}
      </p>
      <p className="max-w-md text-sm text-slate-600">{t('hint')}</p>
      <Link href="/ad/create" className={buttonClass('primary', 'md', 'mt-2')}>
        {t('create')}
      </Link>
    </div>
  );
}
