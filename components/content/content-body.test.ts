import { describe, expect, it } from 'vitest';
import { parseContent } from './content-body';

describe('parseContent', () => {
  it('splits paragraphs on blank lines and reads "## " headings', () => {
    const body = 'أول فقرة.\n\n## عنوان\n\nفقرة ثانية\nبسطر ثانٍ.';
    expect(parseContent(body)).toEqual([
      { kind: 'p', text: 'أول فقرة.' },
      { kind: 'h2', text: 'عنوان' },
      { kind: 'p', text: 'فقرة ثانية\nبسطر ثانٍ.' },
    ]);
  });

  it('handles a heading directly above its text, lists and Windows line ends', () => {
    expect(parseContent('### Sub\r\nText\r\n- one\r\n- two')).toEqual([
      { kind: 'h3', text: 'Sub' },
      { kind: 'p', text: 'Text' },
      { kind: 'ul', items: ['one', 'two'] },
    ]);
  });

  it('keeps markup as text', () => {
    expect(parseContent('<script>alert(1)</script>')).toEqual([{ kind: 'p', text: '<script>alert(1)</script>' }]);
  });
});
