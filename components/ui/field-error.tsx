import type { ReactNode } from 'react';
import { cn } from './cn';
import { AlertIcon } from './icons';

/** A control's translated error under it, announced at once; `id` is what the control's aria-describedby names. */
export function FieldError({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className={cn('flex items-center gap-1 text-sm text-red-700', className)}>
      <AlertIcon className="size-4 shrink-0" />
      {children}
    </p>
  );
}
