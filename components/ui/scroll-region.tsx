import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * A wide table's frame: on a phone it scrolls sideways, and being focusable the keyboard can scroll it too (axe's
 * scrollable-region-focusable). Named by the heading or caption `labelledBy` points at.
 */
export function ScrollRegion({
  labelledBy,
  className,
  children,
}: {
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className={cn('overflow-x-auto rounded-xl border border-slate-200 bg-white focus-ring', className)}
    >
      {children}
    </div>
  );
}
