'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-status';
import { useErrorText } from '@/components/ui/use-error-text';
import { formatFils } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';
import { useCheckPromoCode } from '@/lib/queries/use-check-promo-code';
import { useCreateUserPackage } from '@/lib/queries/use-create-user-package';
import type { Package, PaymentMethod, PromoQuote } from '@/lib/schemas/payments';

type Method = { id: PaymentMethod; name: string };

/**
 * The /payment page's order: the price, a promo code checked by the API (the order takes it again, atomically), the
 * payment method, and Pay, which opens the charge and sends the browser to the gateway's page.
 */
export function PaymentForm({ pkg, methods }: { pkg: Package; methods: Method[] }) {
  const t = useTranslations('payments.page');
  const locale = toLocale(useLocale());
  const errors = useErrorText();
  const [code, setCode] = useState('');
  const [quote, setQuote] = useState<PromoQuote | undefined>();
  const [method, setMethod] = useState<PaymentMethod>(methods[0]?.id ?? 'knet');
  const check = useCheckPromoCode();
  const order = useCreateUserPackage();
  const total = quote?.totalFils ?? pkg.priceFils;

  const applyCode = () => {
    if (!code.trim()) return;
    check.mutate(
      { packageId: pkg.id, promotionCode: code },
      { onSuccess: setQuote, onError: () => setQuote(undefined) },
    );
  };

  const pay = (event: FormEvent) => {
    event.preventDefault();
    order.mutate(
      { packageId: pkg.id, paymentMethod: method, promotionCode: quote?.promotionCode },
      { onSuccess: (state) => state.paymentUrl && window.location.assign(state.paymentUrl) },
    );
  };

  return (
    <form onSubmit={pay} className="grid gap-6" data-testid="payment-form">
      <section className="grid gap-3 rounded-xl border border-slate-200 p-5">
        <h2 className="text-lg font-semibold">{t('summary')}</h2>
        <p className="font-medium">{pkg.name}</p>
        <p className="text-sm text-slate-600">{pkg.description}</p>
        <dl className="grid grid-cols-[1fr_auto] gap-2 text-sm">
          <dt>{t('price')}</dt>
          <dd>{formatFils(pkg.priceFils, locale)}</dd>
          {quote && (
            <>
              <dt>{t('discount')}</dt>
              <dd data-testid="payment-discount">−{formatFils(quote.discountFils, locale)}</dd>
            </>
          )}
          <dt className="font-semibold">{t('total')}</dt>
          <dd className="font-semibold" data-testid="payment-total">
            {formatFils(total, locale)}
          </dd>
        </dl>
      </section>

      <div className="flex items-end gap-3">
        <TextField
          className="grow"
          label={t('promoLabel')}
          name="promotionCode"
          value={code}
          maxLength={40}
          autoComplete="off"
          onChange={(e) => {
            setCode(e.target.value);
            setQuote(undefined);
          }}
          error={check.isError ? errors.request(check.error) : undefined}
          hint={quote ? t('promoApplied') : undefined}
        />
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'mb-0.5')}
          onClick={applyCode}
          disabled={check.isPending}
        >
          {t('promoApply')}
        </button>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('method')}</legend>
        {methods.map((m) => (
          <label
            key={m.id}
            className="flex items-center gap-3 rounded-lg border border-slate-300 px-4 py-3 has-[:checked]:border-brand-600"
          >
            <input
              type="radio"
              name="paymentMethod"
              value={m.id}
              checked={method === m.id}
              onChange={() => setMethod(m.id)}
            />
            {m.name}
          </label>
        ))}
      </fieldset>

      {order.isError && <FormAlert>{errors.request(order.error)}</FormAlert>}
      <button
        type="submit"
        className={buttonClass('primary', 'lg')}
        disabled={order.isPending || order.isSuccess}
        data-testid="payment-submit"
      >
        {order.isPending || order.isSuccess ? t('paying') : t('pay', { amount: formatFils(total, locale) })}
      </button>
    </form>
  );
}
