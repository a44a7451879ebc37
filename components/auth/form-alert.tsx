import type { ReactNode } from 'react';
import { AlertIcon } from '@/components/ui/icons';

/** A request's failure under a form, announced at once (role="alert"). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="flex items-center gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
      <AlertIcon className="size-5 shrink-0" />
      {children}
    </p>
  );
}
