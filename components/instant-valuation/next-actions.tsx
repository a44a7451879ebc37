import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { FeatureMessages } from '@/components/providers/feature-messages';
import { buttonClass } from '@/components/ui/button-styles';
import { ArrowEndIcon, BankIcon, BuildingIcon, DocumentIcon } from '@/components/ui/icons';
import { CopyLinkButton } from './copy-link-button';
import { accuracyPath, appraisalPath, financePath, sellPath } from './instant-valuation-paths';

/** Spec §1: request an official appraisal, apply for finance or sell; share the result; how far to trust it. */
export async function NextActions({ id, thin, valueFils }: { id: string; thin: boolean; valueFils?: number }) {
  const t = await getTranslations('valuation');
  return (
    <section aria-labelledby="next-actions" className="grid gap-4">
      <h2 id="next-actions" className="text-xl font-semibold text-slate-900">
        {t('result.actions')}
      </h2>
      <div className="flex flex-wrap gap-3">
        {/* Where there is no number, the summary above already leads with the appraisal. */}
        {!thin && (
          <Link href={appraisalPath(id)} className={buttonClass('primary', 'md')}>
            <DocumentIcon className="size-5" />
            {t('result.appraisal')}
          </Link>
        )}
        <Link href={financePath(valueFils)} className={buttonClass('secondary', 'md')}>
          <BankIcon className="size-5" />
          {t('result.finance')}
        </Link>
        <Link href={sellPath(id)} className={buttonClass('secondary', 'md')}>
          <BuildingIcon className="size-5" />
          {t('result.sell')}
        </Link>
        <FeatureMessages namespaces={['valuation.share']}>
          <CopyLinkButton />
        </FeatureMessages>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link
          href={accuracyPath}
          className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {t('accuracyLink')}
          <ArrowEndIcon className="size-4" />
        </Link>
        <Link href="/evaluation/ive" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {t('result.newEstimate')}
        </Link>
      </div>
    </section>
  );
}
