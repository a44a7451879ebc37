import type { Key, ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

type CardRowProps<T> = {
  items: readonly T[];
  keyOf: (item: T) => Key;
  children: (item: T) => ReactNode;
  gridClassName: string;
};

/**
 * A home section's cards: below `md` one row that scrolls sideways and snaps card by card (it starts on the reading
 * side in either direction, the next card peeking in), from `md` the grid `gridClassName` sets. The cards hold links,
 * so the keyboard reaches every one and the row scrolls to it.
 */
export function CardRow<T>({ items, keyOf, children, gridClassName }: CardRowProps<T>) {
  return (
    <ul
      className={cn(
        '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto overscroll-x-contain px-4 pb-3 sm:-mx-6 sm:scroll-px-6 sm:px-6',
        'md:mx-0 md:grid md:overflow-visible md:px-0 md:pb-0',
        gridClassName,
      )}
    >
      {items.map((item) => (
        <li key={keyOf(item)} className="row-item">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
