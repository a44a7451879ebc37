import { cn } from '@/components/ui/cn';

type Block = { kind: 'h2' | 'h3'; text: string } | { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

/**
 * Content blocks are plain text: blank lines separate paragraphs, "## " / "### " start headings and "- " list items.
 * Everything renders as React text, so nothing in a block can inject markup.
 */
export function parseContent(body: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'p', text: paragraph.join('\n') });
      paragraph = [];
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      const heading = /^(#{1,3})\s+(.+)$/.exec(line);
      const item = /^[-•*]\s+(.+)$/.exec(line);
      if (heading) {
        flush();
        blocks.push({ kind: heading[1] === '###' ? 'h3' : 'h2', text: heading[2]! });
      } else if (item) {
        flush();
        const last = blocks.at(-1);
        if (last?.kind === 'ul') last.items.push(item[1]!);
        else blocks.push({ kind: 'ul', items: [item[1]!] });
      } else {
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

export function ContentBody({ body, className }: { body: string; className?: string }) {
  return (
    <div className={cn('max-w-3xl space-y-4 text-base leading-8 text-slate-700', className)}>
      {parseContent(body).map((block, index) => {
        if (block.kind === 'h2')
          return (
            <h2 key={index} className="pt-4 text-xl font-bold text-brand-900">
              {block.text}
            </h2>
          );
        if (block.kind === 'h3')
          return (
            <h3 key={index} className="pt-2 text-lg font-bold text-slate-900">
              {block.text}
            </h3>
          );
        if (block.kind === 'ul') {
          return (
            <ul key={index} className="list-disc space-y-1 ps-6 marker:text-brand-600">
              {block.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index} className="whitespace-pre-line">
            {block.text}
          </p>
        );
      })}
    </div>
  );
}
