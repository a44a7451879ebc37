import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * A page's first-load scripts: every `<script src>` in its HTML but the `noModule` polyfill (chunks loaded later on
 * demand are not first-load). Shared with `npm run weight` (bench/page-weight.mjs), so both count the same scripts.
 */
export function firstLoadScripts(html: string): string[] {
  const sources = [...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"([^>]*)>/g)]
    .filter(([, before, , after]) => !/nomodule/i.test(before! + after!))
    .map(([, , src]) => src!);
  return [...new Set(sources)];
}

/** First-load JS as `npm run weight` counts it: the gzip size of the page's first-load scripts, in KiB. */
export async function firstLoadJsKb(page: Page): Promise<number> {
  const html = await (await page.request.get(page.url())).text();
  let total = 0;
  for (const src of firstLoadScripts(html)) total += gzipSync(await (await page.request.get(src)).body()).length;
  return total / 1024;
}
