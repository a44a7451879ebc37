import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { cn } from '@/components/ui/cn';
import { controlClass } from '@/components/ui/field';
import { AlertIcon } from '@/components/ui/icons';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: string;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  /** The empty first option ("Choose…"). */
  placeholder: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A select's value as an id: the empty "Choose…" option (and the form's own null default) is null. */
export const toId = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** A labelled native select wired like TextField (hint, error with role="alert", aria-invalid). */
export function SelectField({ label, error, hint, options, placeholder, className, ...select }: SelectFieldProps) {
  const id = useId();
  const describedBy = [hint && !error && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select} className={cn(controlClass, 'h-11')}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 flex items-center gap-1 text-sm text-red-700">
          <AlertIcon className="size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
