import { getTranslations } from 'next-intl/server';
import { ContentBody } from '@/components/content/content-body';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { ChevronDownIcon } from '@/components/ui/icons';
import type messages from '@/messages/ar.json';
import type { FaqGroup } from './faq-groups';

type TopicKey = `topics.${keyof (typeof messages)['faqs']['topics']}`;

/** Native <details>/<summary> disclosures: keyboard and screen-reader support without script. */
export async function FaqList({ groups }: { groups: readonly FaqGroup[] }) {
  const t = await getTranslations('faqs');
  if (groups.length === 0) return <p className="text-slate-600">{t('empty')}</p>;
  const topicLabel = (topic: string) =>
    t.has(`topics.${topic}` as TopicKey) ? t(`topics.${topic}` as TopicKey) : topic;

  return (
    <div className="grid gap-10">
      {groups.map((group, index) => (
        <section key={group.topic} aria-labelledby={`faq-topic-${index}`}>
          <h2 id={`faq-topic-${index}`} className="mb-4 text-xl font-bold text-brand-900">
            {topicLabel(group.topic)}
          </h2>
          <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
            {group.items.map((item) => (
              <details key={item.id} className="group">
                <summary
                  className={cn(
                    'flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden',
                    focusRing,
                    'focus-visible:-outline-offset-2',
                  )}
                >
                  <span>{item.question}</span>
                  <ChevronDownIcon className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180" />
                </summary>
                <div className="px-5 pb-5">
                  <ContentBody body={item.answer} className="max-w-none text-sm leading-7" />
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
