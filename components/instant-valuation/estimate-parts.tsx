import Link from 'next/link';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { buttonClass } from '@/components/ui/button-styles';
import { AlertIcon } from '@/components/ui/icons';

/** Low, value and high on one line: where an estimate sits within its range. */
export function RangeBar({
  lowFils,
  valueFils,
  highFils,
  locale,
}: {
  lowFils: number;
  valueFils: number;
  highFils: number;
  locale: Locale;
}) {
  const span = highFils - lowFils;
  const at = span > 0 ? ((valueFils - lowFils) / span) * 100 : 50;
  return (
    <div aria-hidden="true" className="mt-6">
      <div className="relative h-3 rounded-full bg-gradient-to-r from-brand-100 via-brand-500 to-brand-100">
        <span
          className="absolute top-1/2 size-5 -translate-y-1/2 rounded-full border-4 border-white bg-brand-700 shadow ltr:-translate-x-1/2 rtl:translate-x-1/2"
          style={{ insetInlineStart: `${at}%` }}
        />
      </div>
      <div className="mt-2 flex justify-between gap-4 text-sm text-slate-600">
        <span>{formatPrice(lowFils, locale)}</span>
        <span>{formatPrice(highFils, locale)}</span>
      </div>
    </div>
  );
}

type ThinDataProps = {
  testId: string;
  title: string;
  body: string;
  used: string;
  appraisalHref: string;
  appraisalLabel: string;
};

/** Too little data for an honest number: says so, and offers the official appraisal instead. */
export function ThinDataNotice({ testId, title, body, used, appraisalHref, appraisalLabel }: ThinDataProps) {
  return (
    <section data-testid={testId} className="rounded-2xl border border-amber-200 bg-amber-50 p-6">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <AlertIcon className="size-6 shrink-0 text-amber-600" />
        {title}
      </h2>
      <p className="mt-3 max-w-3xl leading-7 text-slate-700">{body}</p>
      <p className="mt-2 text-sm text-slate-600">{used}</p>
      <Link href={appraisalHref} className={buttonClass('primary', 'lg', 'mt-5')}>
        {appraisalLabel}
      </Link>
    </section>
  );
}
