import { useId } from 'react';
import { cn } from '@/components/ui/cn';

type Choice<T> = { value: T; label: string; hint?: string };

type ChoiceCardsProps<T> = {
  legend: string;
  choices: ReadonlyArray<Choice<T>>;
  value: T;
  onChange(value: T): void;
  name: string;
};

/** A radio group drawn as cards; values keep their own type (numbers, booleans) instead of the DOM's strings. */
export function ChoiceCards<T extends string | number | boolean>({
  legend,
  choices,
  value,
  onChange,
  name,
}: ChoiceCardsProps<T>) {
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {choices.map((choice, index) => {
          const inputId = `${id}-${index}`;
          return (
            <label
              key={String(choice.value)}
              htmlFor={inputId}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                choice.value === value
                  ? 'border-brand-600 bg-brand-50'
                  : 'border-slate-300 bg-white hover:border-slate-400',
              )}
            >
              <input
                id={inputId}
                type="radio"
                name={name}
                checked={choice.value === value}
                onChange={() => onChange(choice.value)}
                className="mt-1 size-4 accent-brand-600"
              />
              <span className="grid gap-0.5">
                <span className="text-sm font-semibold text-slate-900">{choice.label}</span>
                {choice.hint && <span className="text-xs text-slate-600">{choice.hint}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
