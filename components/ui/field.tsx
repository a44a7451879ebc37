import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from './cn';
import { FieldError } from './field-error';

type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type FieldProps = { label: string; hint?: string; error?: string; className?: string; labelClassName?: string };

export const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30 aria-[invalid=true]:border-red-600';

/** Label, hint and translated error around one control, wired with ids for assistive technology. */
function Field({
  label,
  hint,
  error,
  className,
  labelClassName,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={cn('mb-1.5 block text-sm font-medium text-slate-800', labelClassName)}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <FieldError id={errorId} className="mt-1.5">
          {error}
        </FieldError>
      )}
    </div>
  );
}

type InputFieldProps = FieldProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function TextField({ label, hint, error, className, labelClassName, ...input }: InputFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className} labelClassName={labelClassName}>
      {(control) => <input {...input} {...control} className={cn(controlClass, 'h-11')} />}
    </Field>
  );
}

type TextAreaFieldProps = FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ label, hint, error, className, labelClassName, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className} labelClassName={labelClassName}>
      {(control) => <textarea rows={5} {...textarea} {...control} className={cn(controlClass, 'py-2.5')} />}
    </Field>
  );
}

type SelectFieldProps = FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: ReadonlyArray<{ value: string | number; label: string }>;
    /** The empty first option ("Choose…", "Any"); left out when the select always holds one of the options. */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({
  label,
  hint,
  error,
  className,
  labelClassName,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className} labelClassName={labelClassName}>
      {(control) => (
        <select {...select} {...control} className={cn(controlClass, 'h-11')}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A select's value as an id: the empty "Choose…" option (and a form's null default) is null. */
export const toId = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/**
 * How every e-mail and phone field behaves: Latin entry in ltr direction, the matching keyboard and autofill. Phone
 * fields take the 8-digit local number, so they autofill `tel-national`, which HTML allows on a text input only
 * (type="tel" takes the full international `tel`); `inputMode` still brings up the digit keypad.
 */
export const emailInput = { type: 'email', inputMode: 'email', dir: 'ltr', autoComplete: 'email' } as const;
export const phoneInput = { type: 'text', inputMode: 'numeric', dir: 'ltr', autoComplete: 'tel-national' } as const;
