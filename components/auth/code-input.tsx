'use client';

import { useTranslations } from 'next-intl';
import type { ClipboardEvent, Ref } from 'react';
import { TextField } from '@/components/ui/field';
import { toLatinDigits } from '@/lib/format';
import { OTP_DIGITS } from '@/lib/schemas/auth';

/** Only the digits (Arabic-Indic ones too), at most six: what a typed, pasted or autofilled code leaves behind. */
export function codeDigits(raw: string): string {
  return toLatinDigits(raw).replace(/\D/g, '').slice(0, OTP_DIGITS);
}

type CodeInputProps = {
  value: string;
  onChange(code: string): void;
  /** Called once the sixth digit arrives (typed, pasted or filled in from the SMS). */
  onComplete?(code: string): void;
  error?: string;
  /** While the code is being checked; unlike disabled, the field keeps focus for the next try. */
  readOnly?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** One field for the whole 6-digit code, so the platform's one-time-code autofill and pasting both just work. */
export function CodeInput({ value, onChange, onComplete, error, readOnly, ref }: CodeInputProps) {
  const t = useTranslations('login.code');

  const accept = (raw: string) => {
    const code = codeDigits(raw);
    onChange(code);
    if (code.length === OTP_DIGITS && code !== value) onComplete?.(code);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    // A pasted message ("Your code: 123 456") keeps only its digits instead of being cut off at six characters.
    event.preventDefault();
    accept(event.clipboardData.getData('text'));
  };

  return (
    <TextField
      ref={ref}
      label={t('label')}
      hint={t('hint')}
      error={error}
      name="otp"
      value={value}
      onChange={(event) => accept(event.target.value)}
      onPaste={onPaste}
      readOnly={readOnly}
      aria-busy={readOnly || undefined}
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={OTP_DIGITS}
      dir="ltr"
      spellCheck={false}
      data-testid="otp-input"
      className="max-w-xs"
    />
  );
}
