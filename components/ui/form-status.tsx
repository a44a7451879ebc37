import type { ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon } from './icons';

/** A request's failure under a form, announced at once (role="alert"). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="flex items-center gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
      <AlertIcon className="size-5 shrink-0" />
      {children}
    </p>
  );
}

/**
 * A form's success message. The polite live region is always in the page, so screen readers announce the message when
 * it appears in it.
 */
export function FormSuccess({ shown, children }: { shown: boolean; children: ReactNode }) {
  return (
    <div role="status" aria-live="polite">
      {shown && (
        <p className="flex items-center gap-2 rounded-lg bg-brand-50 px-4 py-3 text-sm font-medium text-brand-700">
          <CheckCircleIcon className="size-5 shrink-0" />
          {children}
        </p>
      )}
    </div>
  );
}
