import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { loginHref } from '@/components/auth/return-to';
import { buttonClass } from '@/components/ui/button-styles';
import { CheckCircleIcon, LockIcon } from '@/components/ui/icons';
import { formatFils } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';

/** What a subscription opens that the page around a lock does not already show (the price curve is public). */
const benefits = ['archive', 'details', 'comparables'] as const;

/** The cheapest data plan, quoted as "from" its price for its period. */
export interface LockPlan {
  priceFils: number;
  validityMonths: number;
}

/** What a visitor without data access is offered in place of a locked section. */
export interface SubscriptionOffer {
  signedIn: boolean;
  plan?: LockPlan;
}

interface SubscriberLockProps {
  message: string;
  signedIn: boolean;
  returnTo?: string;
  plan?: LockPlan;
}

/**
 * Spec §6: locked sections say 'Exclusively for subscribers' and offer the subscription, with what it gives and what it
 * costs. The whole card leads to /subscribe; signing in, its one other link, comes back to `returnTo`.
 */
export function SubscriberLock({ message, signedIn, returnTo = '/deals', plan }: SubscriberLockProps) {
  const t = useTranslations('deals.lock');
  const tBenefits = useTranslations('subscriptions.page.benefits');
  const locale = toLocale(useLocale());
  return (
    <div
      role="note"
      data-testid="subscriber-lock"
      className="relative grid gap-4 rounded-xl border border-amber-200 bg-amber-50 p-5 transition-colors hover:border-amber-400 sm:grid-cols-[auto_1fr_auto] sm:items-center"
    >
      <LockIcon className="size-8 shrink-0 text-amber-600" />
      <div>
        <p className="font-semibold text-slate-900">{t('title')}</p>
        <p className="mt-1 text-sm leading-6 text-slate-700">{message}</p>
        <ul aria-label={t('benefits')} className="mt-3 grid gap-1.5 text-sm text-slate-800">
          {benefits.map((key) => (
            <li key={key} className="flex items-center gap-2">
              <CheckCircleIcon className="size-4 shrink-0 text-brand-600" />
              {tBenefits(`${key}.title`)}
            </li>
          ))}
        </ul>
      </div>
      <div className="grid justify-items-start gap-2 sm:justify-items-end">
        {plan && (
          <p className="text-sm font-semibold text-slate-900" data-testid="subscriber-lock-price">
            {t('price', { price: formatFils(plan.priceFils, locale), months: plan.validityMonths })}
          </p>
        )}
        {/* Stretched over the card, so a tap anywhere on it subscribes. */}
        <Link
          href="/subscribe"
          className={buttonClass('primary', 'md', 'after:absolute after:inset-0 after:rounded-xl')}
        >
          {t('subscribe')}
        </Link>
        {!signedIn && (
          <Link href={loginHref(returnTo)} className={buttonClass('secondary', 'md', 'relative z-10')}>
            {t('signIn')}
          </Link>
        )}
      </div>
    </div>
  );
}
