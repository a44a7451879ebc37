import { useTranslations } from 'next-intl';
import type { SourcedSetting } from '@/lib/finance/offer';
import { formatDate, formatPercent, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';

type RentBudget = { ceiling: number; fromSalary: boolean; shareBps: number; settings: SourcedSetting[] };

/** The month's rent a budget allows, and how: the central bank's share of the salary, dated, or the ceiling typed. */
export function RentCeilingCard({
  budget,
  salary,
  obligations,
  retiree,
  locale,
}: {
  budget: RentBudget;
  salary: number;
  obligations: number;
  retiree: boolean;
  locale: Locale;
}) {
  const t = useTranslations('finance.budget');
  const share = budget.settings.find(
    (s) => s.key === (retiree ? 'instalment-salary-share-retiree' : 'instalment-salary-share'),
  );
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50 p-5" data-testid="budget-ceiling">
      <p className="text-sm text-slate-700">{t('rentCeilingTitle')}</p>
      <p className="text-3xl font-bold text-brand-900 tabular-nums" data-testid="ceiling">
        {t('rentCeiling', { amount: formatPrice(budget.ceiling, locale) })}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {budget.fromSalary
          ? t('rentFromSalary', {
              share: formatPercent(budget.shareBps / 100, locale),
              salary: formatPrice(salary, locale),
              obligations: obligations > 0 ? formatPrice(obligations, locale) : 'none',
              date: share ? formatDate(share.effectiveDate, locale) : '',
            })
          : t('rentFromCeiling')}
      </p>
      <a href="#budget-form" className="mt-3 inline-block text-sm font-medium text-brand-700 underline lg:hidden">
        {t('change')}
      </a>
    </div>
  );
}
