import { kuwaitDayStart } from '@/lib/kuwait-time';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';

const WIDTH = 300;
const HEIGHT = 64;
const GAP = 2;

/**
 * One bar per day, oldest on the left as in the deals chart, today's bar darker; each bar names its day and value on
 * hover, and the whole chart is one image whose label gives the highest day, for a screen reader.
 */
export function DailyBars({
  days,
  values,
  shown,
  summary,
  locale,
}: {
  days: readonly string[];
  values: readonly number[];
  /** A value as the card writes it (a count, dinars). */
  shown: (value: number) => string;
  summary: string;
  locale: Locale;
}) {
  const highest = Math.max(...values, 0);
  const bar = WIDTH / values.length;
  const dayText = (day: string) => formatDate(kuwaitDayStart(day), locale);
  return (
    <figure className="grid gap-1" dir="ltr">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className="h-16 w-full">
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-slate-300" strokeWidth={1} />
        {values.map((value, i) => {
          const height = highest === 0 ? 0 : Math.max((value / highest) * (HEIGHT - 4), value > 0 ? 2 : 0);
          return (
            <rect
              key={days[i]}
              x={i * bar + GAP / 2}
              y={HEIGHT - 1 - height}
              width={bar - GAP}
              height={height}
              rx={1}
              className={i === values.length - 1 ? 'fill-brand-700' : 'fill-brand-500'}
            >
              <title>{`${dayText(days[i]!)}: ${shown(value)}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="flex justify-between text-xs text-slate-600" aria-hidden>
        <span>{dayText(days[0]!)}</span>
        <span>{dayText(days.at(-1)!)}</span>
      </figcaption>
    </figure>
  );
}
