import type { ReactNode } from 'react';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';

type StepHeaderProps = { title: string; description?: ReactNode; back?: { label: string; onClick(): void } };

/** Title of a step in a multi-step form, with a way back to the previous step. */
export function StepHeader({ title, description, back }: StepHeaderProps) {
  return (
    <div className="mb-5">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {(description || back) && (
        <p className="mt-1 text-sm text-slate-600">
          {description}
          {back && (
            <button
              type="button"
              onClick={back.onClick}
              className={cn('ms-2 rounded font-medium text-brand-700 underline-offset-2 hover:underline', focusRing)}
            >
              {back.label}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
