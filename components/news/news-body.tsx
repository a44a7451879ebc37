import { cn } from '@/components/ui/cn';

/**
 * An article body as HTML rendered on the server by `renderNewsBody` (markdown-it, raw HTML escaped, links limited to
 * https and the site's paths): nothing here comes from the editor's own markup.
 */
export function NewsBodyHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        'max-w-3xl space-y-4 text-base leading-8 text-slate-700',
        '[&_h1]:pt-4 [&_h1]:text-2xl [&_h1]:font-bold [&_h1]:text-brand-900 [&_h2]:pt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-brand-900',
        '[&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-slate-900 [&_h4]:font-bold',
        '[&_li]:marker:text-brand-600 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:ps-6',
        '[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4',
        '[&_blockquote]:border-brand-200 [&_blockquote]:border-s-4 [&_blockquote]:ps-4 [&_code]:rounded [&_code]:bg-sand-100 [&_code]:px-1',
        className,
      )}
      data-testid="news-body-html"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
