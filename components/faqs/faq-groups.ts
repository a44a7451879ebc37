import type { Locale } from '@/lib/i18n/config';

/** A FAQ row as the reference data returns it (both languages). */
export interface FaqRow {
  id: number;
  topic: string;
  questionAr: string;
  questionEn: string;
  answerAr: string;
  answerEn: string;
}

export interface FaqGroup {
  topic: string;
  items: Array<{ id: number; question: string; answer: string }>;
}

/** FAQs grouped by topic in the visitor's language; topics keep the order of their first question. */
export function groupFaqs(rows: readonly FaqRow[], locale: Locale): FaqGroup[] {
  const groups = new Map<string, FaqGroup>();
  for (const row of rows) {
    const item = {
      id: row.id,
      question: locale === 'ar' ? row.questionAr : row.questionEn,
      answer: locale === 'ar' ? row.answerAr : row.answerEn,
    };
    const group = groups.get(row.topic);
    if (group) group.items.push(item);
    else groups.set(row.topic, { topic: row.topic, items: [item] });
  }
  return [...groups.values()];
}

/** schema.org FAQPage for rich results. */
export function faqPageSchema(groups: readonly FaqGroup[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((g) =>
      g.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  };
}
