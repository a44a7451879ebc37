import type { NewsState } from '@/lib/schemas/news-desk';

const tones: Record<NewsState, string> = {
  draft: 'bg-slate-100 text-slate-800',
  scheduled: 'bg-amber-50 text-amber-900',
  published: 'bg-emerald-50 text-emerald-800',
  unpublished: 'bg-red-50 text-red-800',
};

export function NewsStateBadge({ state, label }: { state: NewsState; label: string }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[state]}`} data-testid="news-state">
      {label}
    </span>
  );
}
