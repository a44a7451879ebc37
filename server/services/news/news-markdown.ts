import MarkdownIt from 'markdown-it';

/**
 * Article bodies are Markdown written by the content desk, rendered here on the server. markdown-it with `html: false`
 * escapes every tag the editor types (`<script>` shows as text), so the only markup is what Markdown itself makes:
 * paragraphs (a single line break stays a break, as the plain-text bodies had), headings, emphasis, lists, quotes and
 * links. Links go to https addresses or to the site's own paths; any other target (javascript:, data:, http:) is left
 * as text. Images and tables are off.
 */
const markdown = new MarkdownIt('commonmark', { html: false, breaks: true, linkify: false }).disable([
  'image',
  'html_inline',
  'html_block',
]);

markdown.validateLink = (url) => /^https:\/\/[^\s]+$/i.test(url) || /^\/(?!\/)[^\s]*$/.test(url);

const defaultLinkOpen =
  markdown.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));

markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  if (/^https:/i.test(String(token.attrGet('href') ?? ''))) token.attrSet('rel', 'noopener nofollow');
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** The body's HTML: escaped text inside the markup Markdown makes, nothing the editor wrote as HTML. */
export function renderNewsBody(body: string): string {
  return markdown.render(body);
}
