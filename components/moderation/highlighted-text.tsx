import type { TextSpan } from '@/lib/schemas/moderation';

/** The field's text with the matched spans marked, so the operator sees at a glance what the checks found. */
export function HighlightedText({ text, spans }: { text: string; spans: Pick<TextSpan, 'start' | 'end'>[] }) {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    if (span.start < at) continue;
    if (span.start > at) parts.push({ text: text.slice(at, span.start), marked: false });
    parts.push({ text: text.slice(span.start, span.end), marked: true });
    at = span.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return (
    <p dir="auto" className="leading-7 break-words whitespace-pre-line text-slate-800">
      {parts.map((part, i) =>
        part.marked ? (
          <mark key={i} className="rounded bg-amber-200 px-0.5 text-slate-900">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
