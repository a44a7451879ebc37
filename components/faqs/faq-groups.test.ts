import { describe, expect, it } from 'vitest';
import { faqPageSchema, groupFaqs, type FaqRow } from './faq-groups';

const row = (id: number, topic: string): FaqRow => ({
  id,
  topic,
  questionAr: `سؤال ${id}`,
  questionEn: `Q${id}`,
  answerAr: `جواب ${id}`,
  answerEn: `A${id}`,
});

describe('FAQs', () => {
  it('groups by topic and builds a FAQPage in the visitor language', () => {
    const groups = groupFaqs([row(1, 'general'), row(2, 'ads'), row(3, 'general')], 'ar');
    expect(groups.map((g) => [g.topic, g.items.map((i) => i.id)])).toEqual([
      ['general', [1, 3]],
      ['ads', [2]],
    ]);
    const schema = faqPageSchema(groups);
    expect(schema['@type']).toBe('FAQPage');
    expect(schema.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'سؤال 1',
      acceptedAnswer: { '@type': 'Answer', text: 'جواب 1' },
    });
  });
});
