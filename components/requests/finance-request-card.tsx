import { getTranslations } from 'next-intl/server';
import { formatDateTime, formatPrice, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import type { FinanceRequest } from '@/lib/schemas/finance-request';

/** One finance request: what was asked, of which bank, and its steps so far (received, then sent to the bank). */
export async function FinanceRequestCard({ request, locale }: { request: FinanceRequest; locale: Locale }) {
  const t = await getTranslations('requests');
  const steps = [
    { key: 'received', at: request.createdAt },
    { key: 'sent', at: request.sentAt },
  ] as const;
  return (
    <article className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {t('financeTitle', { id: request.id, bank: localName(locale, request.bank) })}
        </h3>
        <span className="font-semibold text-brand-900">
          {t('amount', { amount: formatPrice(request.amountFils, locale) })}
        </span>
      </header>
      <p className="text-sm text-slate-600">{localName(locale, request.propertyCategory)}</p>
      <ol className="grid gap-2 border-s-2 border-slate-200 ps-4 text-sm" aria-label={t('timeline')}>
        {steps.map((step) => (
          <li
            key={step.key}
            data-done={step.at ? 'true' : 'false'}
            className={step.at ? 'text-slate-900' : 'text-slate-500'}
          >
            <span className="font-medium">{t(`steps.${step.key}`)}</span>
            {step.at ? (
              <span className="block text-slate-600">{formatDateTime(step.at, locale)}</span>
            ) : (
              <span className="block">{t('pending')}</span>
            )}
          </li>
        ))}
      </ol>
    </article>
  );
}
