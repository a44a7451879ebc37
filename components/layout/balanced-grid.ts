/** Tailwind classes per breakpoint and column count, written out whole so that Tailwind finds them. */
const columnClasses = {
  md: { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3' },
  lg: { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' },
  xl: { 3: 'xl:grid-cols-3', 4: 'xl:grid-cols-4', 5: 'xl:grid-cols-5' },
} as const;

type Breakpoint = keyof typeof columnClasses;

/** How full the last row of `count` items in `columns` columns is: 1 for a full row. */
const lastRowFill = (count: number, columns: number) => (count % columns === 0 ? 1 : (count % columns) / columns);

/** The column count whose last row is fullest (no lone card at the end), the wider one on a tie. */
export function balancedColumns(count: number, choices: readonly number[]): number {
  return choices.reduce((best, columns) => {
    const fill = lastRowFill(count, columns);
    const bestFill = lastRowFill(count, best);
    return fill > bestFill || (fill === bestFill && columns > best) ? columns : best;
  });
}

/** Grid column classes for `count` items: at each breakpoint given, the balanced count among that breakpoint's choices. */
export function balancedGridClass(count: number, breakpoints: readonly Breakpoint[]): string {
  return breakpoints
    .map((breakpoint) => {
      const classes: Record<number, string> = columnClasses[breakpoint];
      return classes[balancedColumns(count, Object.keys(classes).map(Number))];
    })
    .join(' ');
}
