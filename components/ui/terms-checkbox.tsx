import { useId, type ReactNode } from 'react';
import { FieldError } from './field-error';

type TermsCheckboxProps = {
  checked: boolean;
  onChange(checked: boolean): void;
  /** The translated problem, shown under the box and announced. */
  error?: string;
  /** The label: the sentence with its link to the terms. */
  children: ReactNode;
};

/** The "I accept the terms" box of a request form, named `termsAccepted` so the form's check can focus it; its error as every field's. */
export function TermsCheckbox({ checked, onChange, error, children }: TermsCheckboxProps) {
  const errorId = `${useId()}-error`;
  return (
    <div className="grid gap-1 sm:col-span-2">
      <label className="flex items-start gap-2 text-slate-800">
        <input
          type="checkbox"
          name="termsAccepted"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-1 size-4 accent-brand-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{children}</span>
      </label>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
