'use client';

import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';

const steps: Record<string, (current: number, last: number) => number> = {
  ArrowRight: (current) => current + 1,
  ArrowLeft: (current) => current - 1,
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The quarters of a chart as one tab stop: the arrow keys, Home and End move between them. Right is later in both
 * languages, as the time axis runs.
 */
export function QuarterKeys({
  label,
  style,
  className,
  children,
}: {
  label: string;
  style: CSSProperties;
  className: string;
  children: ReactNode;
}) {
  const move = (event: KeyboardEvent<HTMLOListElement>) => {
    const items = [...event.currentTarget.children] as HTMLElement[];
    const current = items.indexOf(event.target as HTMLElement);
    const step = steps[event.key];
    const next = step && current >= 0 ? items[step(current, items.length - 1)] : undefined;
    if (!next) return;
    event.preventDefault();
    items[current]!.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
  };
  return (
    <ol aria-label={label} style={style} className={className} onKeyDown={move}>
      {children}
    </ol>
  );
}
