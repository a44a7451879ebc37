import type { ReactNode } from 'react';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';

type Back = { label: string; onClick(): void };

/** The way back to the previous step, written inline after a step's description. */
export function StepBackButton({ label, onClick }: Back) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn('ms-2 rounded font-medium text-brand-700 underline-offset-2 hover:underline', focusRing)}
    >
      {label}
    </button>
  );
}

type StepHeaderProps = { title: string; description?: ReactNode; back?: Back };

/** Title of a step in a multi-step form, with a way back to the previous step. */
export function StepHeader({ title, description, back }: StepHeaderProps) {
  return (
    <div className="mb-5">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {(description || back) && (
        <p className="mt-1 text-sm text-slate-600">
          {description}
          {back && <StepBackButton {...back} />}
        </p>
      )}
    </div>
  );
}
