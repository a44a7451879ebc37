import { useLocale, useTranslations } from 'next-intl';
import type { DeskHealth } from '@/lib/schemas/moderation';
import { formatCount } from '@/lib/format';
import { toLocale } from '@/lib/i18n/config';

const HOUR_MS = 3_600_000;

/** The desk's own health: items waiting, the oldest one's age, the median time to a decision, reported live ads. */
export function DeskHealthStats({ health, now }: { health: DeskHealth; now: Date }) {
  const t = useTranslations('moderation');
  const locale = toLocale(useLocale());
  const hours = (value: number) => t('health.hours', { hours: formatCount(Math.round(value * 10) / 10, locale) });
  const oldest = health.oldestQueuedAt ? (now.getTime() - Date.parse(health.oldestQueuedAt)) / HOUR_MS : undefined;
  const stats = [
    { label: t('health.waiting'), value: formatCount(health.waiting, locale), id: 'waiting' },
    { label: t('health.oldest'), value: oldest === undefined ? t('health.none') : hours(oldest), id: 'oldest' },
    {
      label: t('health.median'),
      value: health.medianDecisionHours7d == null ? t('health.none') : hours(health.medianDecisionHours7d),
      note: t('health.decisions', { count: health.decisions7d }),
      id: 'median',
    },
    { label: t('health.reported'), value: formatCount(health.reportedLive, locale), id: 'reported' },
  ];
  return (
    <section aria-labelledby="desk-health-title" className="grid gap-3">
      <h2 id="desk-health-title" className="text-lg font-bold text-slate-900">
        {t('health.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="desk-health">
        {stats.map((stat) => (
          <div
            key={stat.id}
            className="rounded-2xl bg-white p-4 ring-1 ring-slate-200"
            data-testid={`health-${stat.id}`}
          >
            <dt className="text-sm text-slate-600">{stat.label}</dt>
            <dd className="text-2xl font-bold text-brand-900">{stat.value}</dd>
            {stat.note && <dd className="text-xs text-slate-500">{stat.note}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
