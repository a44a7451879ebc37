'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-status';
import { useErrorText } from '@/components/ui/use-error-text';
import { formatFils } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import type { PaymentMethod } from '@/lib/schemas/payments';

/** Pays an appraisal request's fee: opens the charge and sends the browser to the gateway's page. */
export function AppraisalPay({
  requestId,
  feeFils,
  methods,
}: {
  requestId: number;
  feeFils: number;
  methods: Array<{ id: PaymentMethod; name: string }>;
}) {
  const t = useTranslations('appraisal.sent');
  const locale = toLocale(useLocale());
  const errors = useErrorText();
  const [method, setMethod] = useState<PaymentMethod>(methods[0]?.id ?? 'knet');
  const [state, setState] = useState<{ pending: boolean; error?: string }>({ pending: false });
  const fee = formatFils(feeFils, locale);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setState({ pending: true });
    try {
      // The HTTP client loads with the click, not with the page.
      const { appraisalsApi } = await import('@/lib/api/appraisals');
      const charge = await appraisalsApi.pay(requestId, method);
      if (charge.paymentUrl) window.location.assign(charge.paymentUrl);
    } catch (cause) {
      setState({ pending: false, error: errors.request(cause) });
    }
  };

  return (
    <form onSubmit={pay} className="grid gap-3" data-testid="appraisal-pay">
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('method')}</legend>
        {methods.map((m) => (
          <label
            key={m.id}
            className="flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 has-[:checked]:border-brand-600"
          >
            <input
              type="radio"
              name={`method-${requestId}`}
              value={m.id}
              checked={method === m.id}
              onChange={() => setMethod(m.id)}
            />
            {m.name}
          </label>
        ))}
      </fieldset>
      {state.error && <FormAlert>{state.error}</FormAlert>}
      <button
        type="submit"
        className={buttonClass('primary', 'md', 'justify-self-start')}
        disabled={state.pending}
        data-testid="appraisal-pay-submit"
      >
        {state.pending ? t('paying') : t('pay', { fee })}
      </button>
    </form>
  );
}
